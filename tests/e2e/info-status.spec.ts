import { expect, test, type Locator } from '@playwright/test';
import status from '../../src/content/status.json' with { type: 'json' };
import { incidentStatusLabel, overallStatus, serviceStatusLook, type IncidentStatus } from '../../src/components/status/status-looks';
import { en } from '../../src/i18n/en';
import { expectMainLinksResolve, expectNoAxeViolations, expectOnlyShellScripts } from './helpers';

// Whatever the status file says today: editors change it as services change.
const { updated, services, incidents, metrics } = status.current;
const { labels, overview } = en.statusPage;

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('system status', () => {
  test('shows the overall status, the metrics with the weekly report note, and links onward', async ({ page, request }) => {
    await page.goto('/status');
    await expect(page.locator('h1')).toHaveText('System Status');
    // The banner takes the look of the worst service and names every one that is not operational.
    const expected = overallStatus(services, labels);
    const overall = page.locator('[data-overall-status]');
    await expect(overall).toHaveAttribute('data-overall-status', expected.tone);
    await expect(overall).toContainText(expected.title);
    await expect(overall.getByRole('listitem')).toHaveText(expected.affected.map(({ name, label }) => `${name}: ${label}`));
    await expect(overall).toContainText(overview.lastUpdated);
    await expect(overall.locator('time')).toHaveAttribute('datetime', new Date(updated).toISOString());

    const metricsRegion = page.getByRole('region', { name: 'Performance Metrics' });
    await expect(metricsRegion.locator('dt')).toHaveText(metrics.map((metric) => metric.label));
    await expect(metricsRegion).toContainText('Performance reports are sent weekly');

    const subscribeLinks = page.getByRole('link', { name: 'Subscribe to Updates' });
    await expect(subscribeLinks).not.toHaveCount(0);
    for (const link of await subscribeLinks.all()) await expect(link).toHaveAttribute('href', '/status-updates');
    await expect(page.getByRole('link', { name: 'Report a Problem' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expectMainLinksResolve(page, request);
  });

  test('lists every service with its uptime, response time and a labelled status', async ({ page }) => {
    await page.goto('/status');
    const items = page.getByRole('region', { name: 'Service Status' }).getByRole('listitem');
    await expect(items.locator('h3')).toHaveText(services.map((service) => service.name));
    for (const [index, service] of services.entries()) {
      await expect(items.nth(index)).toContainText(`${service.uptime.toFixed(2)}%`);
      await expect(items.nth(index)).toContainText(`${service.responseTime} ms`);
    }
  });

  test('gives each service the look of its status, with a text label, an icon and its colour', async ({ page }) => {
    await page.goto('/status');
    const badges = page.getByRole('region', { name: 'Service Status' }).locator('[data-status-tone]');
    await expect(badges).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const look = serviceStatusLook(service.status, labels);
      await expect(badges.nth(index)).toHaveAttribute('data-status-tone', look.tone);
      await expect(badges.nth(index)).toHaveText(look.label);
      await expect(badges.nth(index).locator('svg')).toHaveCount(1);
      // Its look's colour (the looks' colours differ: tests/unit/info-status.test.ts).
      const colour = look.badgeClass.split(' ').find((name) => name.startsWith('bg-'))!;
      expect(await background(badges.nth(index)), service.name).toBe(
        await page.evaluate((className) => {
          const probe = document.createElement('span');
          probe.className = className;
          document.body.append(probe);
          const value = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return value;
        }, colour),
      );
    }
  });

  test('lists recent incidents, newest first, with their impact in words', async ({ page }) => {
    await page.goto('/status');
    const region = page.getByRole('region', { name: 'Recent Incidents' });
    const sorted = [...incidents].sort((a, b) => b.date.localeCompare(a.date));
    await expect(region.locator('h3')).toHaveText(sorted.map((incident) => incident.title));
    const impacts = region.locator('[data-impact]');
    await expect(impacts).toHaveText(sorted.map((incident) => `${incident.impact[0].toUpperCase()}${incident.impact.slice(1)} impact`));
    await expect(region.locator('li').first().locator('dt')).toHaveText(['Status:', 'Duration:']);
    const newest = sorted[0]!;
    await expect(region.locator('li').first().locator('dd')).toHaveText([
      incidentStatusLabel(newest.status as IncidentStatus, labels),
      newest.duration,
    ]);
  });

  test('has no accessibility violations and loads only the shell’s script', async ({ page }) => {
    await page.goto('/status');
    await expectNoAxeViolations(page);
    await expectOnlyShellScripts(page, '/status');
  });
});

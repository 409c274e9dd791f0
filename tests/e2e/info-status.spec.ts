import { expect, test, type Locator } from '@playwright/test';
import status from '../../src/content/status.json' with { type: 'json' };
import { expectMainLinksResolve, expectNoAxeViolations, expectOnlyShellScripts } from './helpers';

const { services, incidents, metrics } = status.current;

const background = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('system status', () => {
  test('shows the overall status, the metrics with the weekly report note, and links onward', async ({ page, request }) => {
    await page.goto('/status');
    await expect(page.locator('h1')).toHaveText('System Status');
    // The sample content has one service in maintenance, so the banner gives notice of it.
    const overall = page.locator('[data-overall-status]');
    await expect(overall).toHaveAttribute('data-overall-status', 'neutral');
    await expect(overall).toContainText('Service Notice');
    await expect(overall).toContainText('Analytics & Reports: Maintenance');
    await expect(overall).toContainText('Last updated 15 January 2025');

    const metricsRegion = page.getByRole('region', { name: 'Performance Metrics' });
    await expect(metricsRegion.locator('dt')).toHaveText(metrics.map((metric) => metric.label));
    await expect(metricsRegion).toContainText('Performance reports are sent weekly');

    for (const link of await page.getByRole('link', { name: 'Subscribe to Updates' }).all()) {
      await expect(link).toHaveAttribute('href', '/status-updates');
    }
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

  test('gives operational its look and an unknown value the neutral look, both with a text label and an icon', async ({ page }) => {
    await page.goto('/status');
    const badges = page.getByRole('region', { name: 'Service Status' }).locator('[data-status-tone]');
    await expect(badges).toHaveCount(services.length);
    for (const [index, service] of services.entries()) {
      const tone = service.status === 'operational' ? 'operational' : 'neutral';
      await expect(badges.nth(index)).toHaveAttribute('data-status-tone', tone);
      await expect(badges.nth(index)).toHaveText(tone === 'operational' ? 'Operational' : 'Maintenance');
      await expect(badges.nth(index).locator('svg')).toHaveCount(1);
    }

    const operational = badges.and(page.locator('[data-status-tone="operational"]')).first();
    const neutral = badges.and(page.locator('[data-status-tone="neutral"]')).first();
    // success-soft and surface-alt: different colours, and never the only difference.
    expect(await background(operational)).not.toBe(await background(neutral));
    expect(await background(neutral)).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'bg-surface-alt';
        document.body.append(probe);
        const colour = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return colour;
      }),
    );
  });

  test('lists recent incidents, newest first, with their impact in words', async ({ page }) => {
    await page.goto('/status');
    const region = page.getByRole('region', { name: 'Recent Incidents' });
    const sorted = [...incidents].sort((a, b) => b.date.localeCompare(a.date));
    await expect(region.locator('h3')).toHaveText(sorted.map((incident) => incident.title));
    const impacts = region.locator('[data-impact]');
    await expect(impacts).toHaveText(sorted.map((incident) => `${incident.impact[0].toUpperCase()}${incident.impact.slice(1)} impact`));
    await expect(region.locator('li').first().locator('dt')).toHaveText(['Status:', 'Duration:']);
    await expect(region.locator('li').first().locator('dd')).toHaveText(['Resolved', sorted[0].duration]);
  });

  test('has no accessibility violations and loads only the shell’s script', async ({ page }) => {
    await page.goto('/status');
    await expectNoAxeViolations(page);
    await expectOnlyShellScripts(page, '/status');
  });
});

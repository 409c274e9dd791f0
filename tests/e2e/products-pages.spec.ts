import { expect, test, type Page } from '@playwright/test';
import integrations from '../../src/content/integrations.json' with { type: 'json' };
import certifications from '../../src/content/certifications.json' with { type: 'json' };
import { dashboardSeries } from '../../src/components/products/analytics/sample-series';
import { expectMainLinksResolve, expectNoAxeViolations, expectOnlyShellScripts, expectPageBasics, expectScrollsTo } from './helpers';
import { claims } from '../spec-facts';

const routes = ['/chat-assistants', '/phone-agents', '/analytics', '/integrations', '/security'];

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const contactLinks = async (page: Page) =>
  (await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).filter(
    (href) => href === '/contact',
  ).length;

for (const route of routes) {
  test.describe(`${route} shared promises`, () => {
    test('has one h1, a specific description and labelled sections', async ({ page }) => {
      await page.goto(route);
      await expectPageBasics(page);
      expect(await contactLinks(page), 'calls to action lead to /contact').toBeGreaterThanOrEqual(1);
    });

    test('every link in the page resolves', async ({ page, request }) => {
      await page.goto(route);
      await expectMainLinksResolve(page, request);
    });

    test('loads no script beyond the shell', async ({ page }) => {
      await expectOnlyShellScripts(page, route);
    });

    test('fits a 390px phone screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(route);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('chat assistants page', () => {
  test('has features, a sample chat, the three use cases and its claims', async ({ page }) => {
    await page.goto('/chat-assistants');
    await expect(region(page, /A first line of support/).locator('h3')).toHaveCount(6);
    const chat = region(page, 'See it handle a real request');
    const messages = chat.getByRole('list', { name: 'Sample chat messages' }).getByRole('listitem');
    expect(await messages.count()).toBeGreaterThanOrEqual(6);
    await expect(messages.first()).toContainText('Customer');
    await expect(messages.nth(1)).toContainText('Assistant');
    await expect(chat).toContainText('scripted for illustration');
    await expect(region(page, /Built for the conversations/).locator('h3')).toHaveText(['Customer support', 'Sales', 'E-commerce']);
    const main = page.locator('main');
    for (const claim of ['24/7', claims.languages, claims.accuracy, claims.deployment, `${claims.freeTrialDays}-day free trial`]) {
      await expect(main, claim).toContainText(claim);
    }
  });
});

test.describe('phone agents page', () => {
  test('has voice features, a sample call script, use cases and its claims', async ({ page }) => {
    await page.goto('/phone-agents');
    await expect(region(page, 'Built for real phone conversations').locator('h3')).toHaveCount(6);
    const script = region(page, 'A booking call, start to finish');
    const turns = script.getByRole('listitem');
    expect(await turns.count()).toBeGreaterThanOrEqual(6);
    await expect(turns.first()).toContainText('Agent');
    await expect(turns.nth(1)).toContainText('Caller');
    await expect(region(page, /Where phone agents pay off/).locator('h3')).toHaveCount(4);
    const main = page.locator('main');
    for (const claim of ['Natural voice calls', claims.voiceLatency, claims.languages, '24/7', claims.deployment]) {
      await expect(main, claim).toContainText(claim);
    }
  });

  test('Read a Sample Call scrolls the script into view', async ({ page }) => {
    await page.goto('/phone-agents');
    await expectScrollsTo(page, 'Read a Sample Call', 'sample-call');
  });

  test('the waveform is hidden from screen readers and moves only when motion is welcome', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/phone-agents');
    const waveform = page.locator('svg[data-waveform]');
    await expect(waveform).toHaveAttribute('aria-hidden', 'true');
    await expect(waveform.locator('rect')).not.toHaveCount(0);
    const animations = () => waveform.locator('rect').evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).animationName));
    expect((await animations()).every((name) => name !== 'none')).toBe(true);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect((await animations()).every((name) => name === 'none')).toBe(true);
  });
});

test.describe('analytics page', () => {
  test('has sample metrics, features, a labelled sample dashboard and report types', async ({ page }) => {
    await page.goto('/analytics');
    const metrics = region(page, 'A week in a sample workspace');
    await expect(metrics).toContainText('Sample data');
    await expect(metrics.locator('dd')).toHaveCount(4);
    await expect(metrics).toContainText(claims.accuracy);
    await expect(region(page, 'From conversations to decisions').locator('h3')).toHaveCount(6);
    const dashboard = region(page, 'Your week at a glance');
    await expect(dashboard.getByText('Sample data', { exact: true })).toBeVisible();
    await expect(region(page, 'Reports that write themselves').locator('h3')).toHaveCount(4);
  });

  test('the dashboard bars are the seeded sample series, so every build draws the same', async ({ page }) => {
    await page.goto('/analytics');
    const bars = page.getByRole('list', { name: /Conversations per day \(sample data\)/ }).getByRole('listitem');
    const values = await bars.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-bar-value'))));
    expect(values).toEqual(dashboardSeries('en').map((point) => point.value));
    const heights = await bars.evaluateAll((items) =>
      items.map((item) => (item.querySelector('[data-bar]') as SVGRectElement).getBoundingClientRect().height),
    );
    // Taller bars for bigger numbers: the chart is drawn from the values, not a fixed picture.
    const order = (list: number[]) => list.map((_, index) => index).sort((a, b) => list[a] - list[b]);
    expect(order(heights)).toEqual(order(values));
  });

  test('Explore Features scrolls the features into view', async ({ page }) => {
    await page.goto('/analytics');
    await expectScrollsTo(page, 'Explore Features', 'features');
  });
});

test.describe('integrations page', () => {
  test('shows the eight integrations, each marked Available, with its logo and category', async ({ page }) => {
    await page.goto('/integrations');
    const cards = region(page, 'Popular integrations').getByRole('listitem');
    await expect(cards).toHaveCount(8);
    await expect(cards.locator('h3')).toHaveText(integrations.map((integration) => integration.name));
    for (const [index, integration] of integrations.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(integration.category);
      await expect(card).toContainText('Status: Available');
      const logo = card.locator('img');
      await expect(logo).toHaveAttribute('src', /^\/_astro\/.+\.svg$/);
      expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
  });

  test('has the developer API section with REST API, webhooks, SDKs and real-time sockets', async ({ page }) => {
    await page.goto('/integrations');
    const api = region(page, 'Developer API');
    await expect(api.locator('h3')).toHaveText(['REST API', 'Webhooks', 'SDKs', 'Real-time sockets']);
    await expect(api.getByRole('link', { name: 'Request API Access' })).toHaveAttribute('href', '/contact');
  });

  test('Explore the Developer API scrolls the API section into view', async ({ page }) => {
    await page.goto('/integrations');
    await expectScrollsTo(page, 'Explore the Developer API', 'developer-api');
  });
});

test.describe('security page', () => {
  test('has features, certifications, practices and architecture, and makes the spec’s claims', async ({ page }) => {
    await page.goto('/security');
    await expect(region(page, 'Protection built into the platform').locator('h3')).toHaveCount(6);
    await expect(region(page, 'Security practices').locator('h3')).toHaveCount(6);
    await expect(region(page, /Defence in depth/).getByRole('listitem')).toHaveCount(5);
    const main = page.locator('main');
    for (const claim of ['GDPR', 'HIPAA', 'SOC 2']) await expect(main).toContainText(claim);
  });

  test('shows each certification with a status badge of its own look', async ({ page }) => {
    await page.goto('/security');
    const cards = region(page, 'Certifications and compliance').getByRole('listitem');
    await expect(cards.locator('h3')).toHaveText(certifications.map((certification) => certification.name));
    const looks = new Set<string>();
    for (const [index, { status }] of certifications.entries()) {
      const badge = cards.nth(index).locator(`[data-status="${status}"]`);
      await expect(badge).toHaveText(`Status: ${status}`);
      await expect(badge.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      looks.add(await badge.evaluate((element) => getComputedStyle(element).backgroundColor));
    }
    expect(looks.size).toBe(new Set(certifications.map((certification) => certification.status)).size);
  });

  test('View Certifications scrolls the certifications into view', async ({ page }) => {
    await page.goto('/security');
    await expectScrollsTo(page, 'View Certifications', 'certifications');
  });
});

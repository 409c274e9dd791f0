import { expect, test } from '@playwright/test';
import faqs from '../../src/content/help/faqs.json' with { type: 'json' };
import { site } from '../../src/site';
import {
  TEST_SCRIPT_PATH,
  TEST_WIDGET_ID,
  expectMainLinksResolve,
  expectNoAxeViolations,
  expectNoFramework,
  injectedScript,
  openHelp,
  pauseClock,
  serveHelp,
  widgetBox,
  widgetFallback,
} from './helpers';
import { helpCentre } from '../spec-facts';

const { faqGroups } = helpCentre;
const { injectDelayMs, heightPx, region } = helpCentre.widget;

test.describe('help centre content', () => {
  test('has the FAQ in the spec’s groups, resource cards and Contact Support', async ({ page, request }) => {
    await page.goto('/help');
    await expect(page.locator('h1')).toHaveText('How can we help?');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('h3')).toHaveText([...faqGroups]);
    for (const group of faqGroups) {
      const questions = faqs.filter((entry) => entry.group === group).map((entry) => entry.question);
      await expect(faq.locator(`[id="${group.toLowerCase().replaceAll(' ', '-')}"] summary`)).toHaveText(questions);
    }

    const resources = page.getByRole('region', { name: 'More Resources' }).getByRole('link');
    expect(await resources.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/documentation',
      '/blog',
      '/contact',
    ]);
    const contactLinks = page.getByRole('link', { name: 'Contact Support' });
    await expect(contactLinks).not.toHaveCount(0);
    for (const link of await contactLinks.all()) await expect(link).toHaveAttribute('href', '/contact');
    await expectMainLinksResolve(page, request);
  });

  test('publishes the questions as FAQPage structured data', async ({ page }) => {
    await page.goto('/help');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'FAQPage');
    expect(data.mainEntity.map((entry: { name: string }) => entry.name)).toEqual(faqs.map((entry) => entry.question));
    expect(data.mainEntity[0].acceptedAnswer).toEqual({ '@type': 'Answer', text: faqs[0].answer });
  });

  test('has no accessibility violations, open or closed', async ({ page }) => {
    await openHelp(page, 'unconfigured');
    await expectNoAxeViolations(page);
    await page.locator('summary').first().click();
    await expectNoAxeViolations(page);
  });

  test('loads no framework: only its own small widget loader (the vendor script aside)', async ({ page }) => {
    await serveHelp(page, 'unconfigured');
    await expectNoFramework(page, '/help');
  });
});

test.describe('FAQ disclosures without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('open and close from the keyboard: Tab to a question, Enter opens, Space closes', async ({ page }) => {
    await page.goto('/help');
    const first = page.locator('#faq details').first();
    const answer = first.locator('p');
    await expect(answer).toBeHidden();

    const summary = first.locator('summary');
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(faqs[0].answer);
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();

    await page.keyboard.press('Tab');
    await expect(page.locator('#faq summary').nth(1)).toBeFocused();
  });
});

test.describe('voice assistant widget', () => {
  test('the box has the spec’s height', async ({ page }) => {
    await openHelp(page, 'unconfigured');
    expect((await widgetBox(page).boundingBox())?.height).toBe(heightPx);
  });

  test('is injected the spec’s delay after load with the id, the spec’s region and full-width rendering', async ({ page }) => {
    await pauseClock(page);
    await openHelp(page, 'configured');
    await page.clock.runFor(injectDelayMs - 1);
    await expect(injectedScript(page)).toHaveCount(0);
    await expect(widgetFallback(page)).toBeVisible();

    await page.clock.runFor(1);
    const script = injectedScript(page);
    await expect(script).toHaveCount(1);
    await expect(script).toHaveAttribute('src', TEST_SCRIPT_PATH);
    await expect(script).toHaveAttribute('data-widget-id', TEST_WIDGET_ID);
    await expect(script).toHaveAttribute('data-region', region);
    await expect(script).toHaveAttribute('data-full-width', 'true');

    // The stand-in widget rendered inside the box, and the fallback stepped aside.
    await expect(widgetBox(page).locator('[data-test-widget]')).toHaveText(`Voice assistant ${TEST_WIDGET_ID} (region ${region})`);
    await expect(widgetFallback(page)).toBeHidden();
  });

  test('is removed on pagehide and injected afresh, the spec’s delay after a pageshow that comes from the cache', async ({ page }) => {
    await pauseClock(page);
    await openHelp(page, 'configured');
    await page.clock.runFor(injectDelayMs);
    await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(1);

    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
    await expect(injectedScript(page)).toHaveCount(0);
    await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(0);
    await expect(widgetFallback(page)).toBeVisible();

    // A pageshow that is a first load does nothing; one from the cache injects again after the delay.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    await page.clock.runFor(injectDelayMs);
    await expect(injectedScript(page)).toHaveCount(0);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await page.clock.runFor(injectDelayMs - 1);
    await expect(injectedScript(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(injectedScript(page)).toHaveCount(1);
    await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { helpWidgetRuns: number }).helpWidgetRuns)).toBe(2);
  });

  test('shows how to reach support when the script fails to load', async ({ page }) => {
    await openHelp(page, 'failing');
    await expect(widgetBox(page)).toHaveAttribute('data-state', 'error');
    await expect(injectedScript(page)).toHaveCount(0);
    await expect(widgetFallback(page)).toBeVisible();
    await expect(widgetFallback(page).getByText('The voice assistant could not load just now.')).toBeVisible();
    await expect(widgetFallback(page).getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await expect(widgetFallback(page).getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await expectNoAxeViolations(page);
  });

  test('without configuration loads nothing and shows how to reach support', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await pauseClock(page);
    await openHelp(page, 'unconfigured');
    await page.clock.runFor(injectDelayMs * 5);
    await expect(injectedScript(page)).toHaveCount(0);
    expect(requests.filter((url) => url.includes(TEST_SCRIPT_PATH))).toEqual([]);
    await expect(widgetFallback(page)).toBeVisible();
    await expect(widgetFallback(page).getByText('could not load')).toBeHidden();
    await expect(widgetFallback(page).getByRole('heading', { name: 'Talk to our support team' })).toBeVisible();
    await expect(widgetFallback(page).getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
    await expect(widgetFallback(page).getByRole('link', { name: site.contact.email })).toBeVisible();
    await expect(widgetFallback(page).getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', site.contact.phoneHref);
  });
});

import { expect, test } from '@playwright/test';
import { createConversationPayload, sendMessagePayload, analyticsPayload } from '../../src/components/docs/api-reference';
import { codeExamples } from '../../src/components/docs/code-examples';
import { docsGroupsIn } from '../../src/components/docs/docs-contents';
import { en } from '../../src/i18n/en';
import { site } from '../../src/site';
import { expectMainLinksResolve, expectNoAxeViolations, expectNoFramework, inPageAnchors, pauseClock } from './helpers';
import { apiEndpoints, webhookEvents } from '../spec-facts';

const titleOf = (example: (typeof codeExamples)[number]) => en.docs.examples[example.id];

test.describe('documentation', () => {
  test('has four section groups, each linked from the contents list, and every link resolves', async ({ page, request }) => {
    await page.goto('/documentation');
    const main = page.locator('main');
    await expect(main.locator('section > h2')).toHaveText([
      'Getting Started',
      'Conversations',
      'Analytics',
      'Webhooks',
      'API Quick Reference',
      'Need Help?',
    ]);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    for (const group of docsGroupsIn(en.docs.titles)) {
      await expect(contents.getByRole('link', { name: group.title, exact: true })).toHaveAttribute('href', `#${group.id}`);
      await expect(page.locator(`section#${group.id}`)).toHaveCount(1);
    }
    const anchors = inPageAnchors(await expectMainLinksResolve(page, request));
    expect(anchors).toEqual(expect.arrayContaining(['#getting-started', '#create-conversation', '#webhook-handler', '#quick-reference']));
  });

  test('the contents list stays in view while the page scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/documentation');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await page.getByRole('link', { name: 'Handle events' }).click();
    await expect(page).toHaveURL(/#webhook-handler$/);
    await expect(page.getByRole('heading', { name: 'Handle events' })).toBeInViewport();
    await expect(contents).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(3000);
  });

  test('documents the payload fields and the webhook events', async ({ page }) => {
    await page.goto('/documentation');
    const tables = [
      ['#create-conversation', createConversationPayload],
      ['#send-message', sendMessagePayload],
      ['#analytics-query', analyticsPayload],
    ] as const;
    for (const [id, payload] of tables) {
      const topic = page.locator(id);
      await expect(topic.locator('table').nth(0).locator('tbody th code')).toHaveText(payload.request.map((field) => field.name));
      await expect(topic.locator('table').nth(1).locator('tbody th code')).toHaveText(payload.response.map((field) => field.name));
    }
    await expect(page.locator('#webhook-events dt')).toHaveText([...webhookEvents]);
  });

  test('lists the API quick reference and links to help and by email', async ({ page }) => {
    await page.goto('/documentation');
    // Each entry: the spec's method and path, then what the call does.
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    await expect(page.locator('#quick-reference li')).toHaveText(
      apiEndpoints.map((call) => new RegExp(`^${call.split(' ').map(escape).join('\\s*')}\\s*[A-Z]\\w+`)),
    );
    const help = page.getByRole('region', { name: 'Need Help?' });
    await expect(help.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help');
    await expect(help.getByRole('link', { name: `Email ${site.contact.email}` })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${site.contact.email}`),
    );
  });

  test('highlights the code at build time: the server HTML already has coloured tokens', async ({ page, request }) => {
    const html = await (await request.get('/documentation')).text();
    const blocks = html.match(/<pre class="shiki[^"]*"[^>]*>[\s\S]*?<\/pre>/g) ?? [];
    expect(blocks.length).toBeGreaterThanOrEqual(codeExamples.length);
    for (const block of blocks) expect(block).toMatch(/<span class="token-[0-9a-f]{6}">/);
    // The classes really colour the tokens: keywords and strings differ from plain text.
    await page.goto('/documentation');
    const colours = await page
      .locator('pre.shiki span[class^="token-"]')
      .evaluateAll((spans) => new Set(spans.map((span) => getComputedStyle(span).color)).size);
    expect(colours).toBeGreaterThanOrEqual(4);
  });

  test('each Copy button copies its exact code and says so, on the button and to screen readers', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/documentation');
    const liveRegion = page.locator('#live-region');
    for (const example of codeExamples) {
      const button = page.getByRole('button', { name: `Copy code: ${titleOf(example)}` });
      await button.click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(example.code);
      await expect(page.locator(`#${example.id} [data-copy-label]`)).toHaveText('Copied');
      await expect(liveRegion).toHaveText(`${titleOf(example)}: code copied to the clipboard.`);
    }
  });

  test('the button reads Copy again 2 s after copying', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await pauseClock(page);
    await page.goto('/documentation');
    const [first] = codeExamples;
    await page.getByRole('button', { name: `Copy code: ${titleOf(first)}` }).click();
    const label = page.locator(`#${first.id} [data-copy-label]`);
    await expect(label).toHaveText('Copied');
    // Our 2 s (the spec sets no time), written here rather than read from the code under test.
    await page.clock.runFor(2_000 - 100);
    await expect(label).toHaveText('Copied');
    await page.clock.runFor(200);
    await expect(label).toHaveText('Copy');
  });

  test('when the clipboard refuses, the button and screen readers say the copy failed', async ({ page }) => {
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    });
    await page.goto('/documentation');
    const [first] = codeExamples;
    await page.getByRole('button', { name: `Copy code: ${titleOf(first)}` }).click();
    await expect(page.locator(`#${first.id} [data-copy-label]`)).toHaveText('Copy failed');
    await expect(page.locator('#live-region')).toHaveText(new RegExp(`^${titleOf(first)}: the code could not be copied`));
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/documentation');
    await expectNoAxeViolations(page);
  });

  test('loads no framework: only the small Copy module', async ({ page }) => {
    await expectNoFramework(page, '/documentation');
  });
});

test.describe('documentation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every example and hides the Copy buttons that could not work', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.locator('copy-code pre')).toHaveCount(codeExamples.length);
    await expect(page.getByRole('button', { name: /^Copy/ })).toHaveCount(0);
  });
});

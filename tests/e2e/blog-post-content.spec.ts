import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { copyAnnouncement } from '../../src/lib/code/copy-code';
import { expectNoAxeViolations } from './helpers';

// The written posts of this build, read from dist/: the pages that call themselves an article
// (Coming Soon pages do not, and listings are not articles). Whatever the editors wrote.
const writtenPosts = builtPages()
  .map(({ file, route }) => ({ route, html: readFileSync(file, 'utf8') }))
  .filter(({ html }) => /<meta property="og:type" content="article"/.test(html));
const postsWithCode = writtenPosts.filter(({ html }) => html.includes('<copy-code'));
const PHONE = { width: 390, height: 844 };

test('the build has written posts, and at least one with a code block', () => {
  expect(writtenPosts.length).toBeGreaterThan(0);
  for (const { route } of writtenPosts) expect(route).toMatch(/^\/blog\/[^/]+$/);
  expect(postsWithCode.length).toBeGreaterThan(0);
});

test.describe('code blocks in posts', () => {
  test('are coloured by classes, with no style attribute, under a language label', async ({ page }) => {
    for (const { route } of postsWithCode) {
      await page.goto(route);
      const blocks = page.locator('article copy-code');
      for (const block of await blocks.all()) {
        await expect(block.locator('p').first()).toHaveText(/^[A-Z][\w#+ -]*$/);
        await expect(block.locator('pre.shiki')).toBeVisible();
        expect(await block.locator('[style]').count(), route).toBe(0);
      }
      const colours = await page.locator('article pre.shiki span[class^="token-"]').evaluateAll((spans) =>
        new Set(spans.map((span) => getComputedStyle(span).color)).size,
      );
      expect(colours, route).toBeGreaterThan(1);
    }
  });

  test('Copy puts the exact code on the clipboard and says so, on the button and in the live region', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [{ route }] = postsWithCode;
    await page.goto(route!);
    const block = page.locator('article copy-code').first();
    const label = (await block.locator('p').first().textContent())!;
    const code = (await block.locator('pre code').textContent())!;
    await block.getByRole('button', { name: `Copy code: ${label}` }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(code.length).toBeGreaterThan(0);
    await expect(block.locator('[data-copy-label]')).toHaveText('Copied');
    await expect(page.locator('#live-region')).toHaveText(copyAnnouncement(label, true));
  });

  test('a post with code has no accessibility violations, on a phone too', async ({ page }) => {
    const [{ route }] = postsWithCode;
    await page.goto(route!);
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});

test('no written post scrolls sideways on a 390 px phone: code and tables scroll inside their frames', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const { route } of writtenPosts) {
    await page.goto(route);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, route).toBeLessThanOrEqual(innerWidth);
  }
});

test('images in written posts are optimised files with their size and alt text', async ({ page }) => {
  for (const { route } of writtenPosts) {
    await page.goto(route);
    for (const image of await page.locator('article img').all()) {
      await expect(image, route).toHaveAttribute('src', /^\/_astro\//);
      await expect(image, route).toHaveAttribute('width', /^\d+$/);
      await expect(image, route).toHaveAttribute('height', /^\d+$/);
    }
    for (const image of await page.locator('article .prose img').all()) {
      await expect(image, route).toHaveAttribute('alt', /\S/);
    }
  }
});

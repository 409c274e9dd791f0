import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEFAULT_LANG, pathIn } from '../../src/i18n/languages';
import { builtPages } from '../../src/lib/build/built-pages.mjs';

// Rules every written post of this build keeps, whatever the editors wrote. The written posts are
// read from dist/: the pages that call themselves an article (Coming Soon pages and listings do not).
const writtenPosts = builtPages()
  .map(({ file, route }) => ({ route, html: readFileSync(file, 'utf8') }))
  .filter(({ html }) => /<meta property="og:type" content="article"/.test(html));
const PHONE = { width: 390, height: 844 };

test('written posts sit each at its own address under /blog, a translation under its language', () => {
  // The blog always has one: its featured post. Without any, the tests below would check nothing.
  expect(writtenPosts.length).toBeGreaterThan(0);
  for (const { route } of writtenPosts) expect(pathIn(DEFAULT_LANG, route)).toMatch(/^\/blog\/[^/]+$/);
});

// The code block, Copy and the phone layout of a post with every feature: blog-publish.spec.ts.
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

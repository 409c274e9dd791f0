import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages, isNoindex } from '../../src/lib/build/built-pages.mjs';
import { LOCAL_SUPABASE_URL } from '../../scripts/local-backend/keys';
import { allRoutes, sitemapRoutes } from './helpers';

test('every page loads without console errors, CSP refusals or requests to other hosts', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const routes = allRoutes();
  expect(routes.length).toBeGreaterThan(15);
  const allowedOrigins = new Set([new URL(baseURL!).origin, new URL(LOCAL_SUPABASE_URL).origin]);
  const problems: string[] = [];
  let route = '';
  page.on('console', (message) => {
    // The 404 page's own status is expected; anything else logged as an error is not.
    if (message.type() === 'error' && !(route === '/no-such-page' && /404/.test(message.text()))) {
      problems.push(`${route}: console error: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${route}: ${error.message}`));
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && !allowedOrigins.has(origin)) problems.push(`${route}: request to ${request.url()}`);
  });
  for (route of routes) {
    await page.goto(route, { waitUntil: 'load' });
    // Scroll through so islands and lazy images that wait to be seen load too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('every page has a unique title and description, a canonical URL and social tags', async ({ page }) => {
  test.setTimeout(120_000);
  const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
  for (const route of allRoutes()) {
    if (route === '/no-such-page') continue;
    await page.goto(route);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, route).toBeGreaterThanOrEqual(50);
    expect(seen.titles.get(title), `${route} repeats the title of ${seen.titles.get(title)}`).toBeUndefined();
    expect(seen.descriptions.get(description), `${route} repeats a description`).toBeUndefined();
    seen.titles.set(title, route);
    seen.descriptions.set(description, route);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/[^.]*$/);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      await expect(page.locator(`meta[property="${property}"]`), `${route} ${property}`).toHaveAttribute('content', /.+/);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  }
});

test('the sitemap lists exactly the built pages that may be indexed, and robots.txt points to it', async ({ request }) => {
  const pages = builtPages();
  const indexable = pages.filter(({ file }) => !isNoindex(readFileSync(file, 'utf8'))).map(({ route }) => route);
  expect(indexable.length).toBeLessThan(pages.length);

  const sitemapIndex = await (await request.get('/sitemap-index.xml')).text();
  expect(sitemapIndex).toContain('/sitemap-0.xml</loc>');
  expect((await sitemapRoutes(request)).sort()).toEqual(indexable.sort());

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
});

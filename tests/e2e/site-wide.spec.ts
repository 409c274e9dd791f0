import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtPages, isNoindex } from '../../src/lib/build/built-pages.mjs';
import { LOCAL_SUPABASE_URL } from '../../scripts/local-backend/keys';
import { allRoutes, sitemapRoutes } from './helpers';

/**
 * Counts the page's requests in flight from now on. `quiet()` resolves once none has been for
 * `quietMs`: Playwright's networkidle waits a fixed 500 ms on every page, which over every page of
 * the site was most of this test.
 */
function trackRequests(page: Page, quietMs = 150) {
  let inFlight = 0;
  let quietSince = Date.now();
  page.on('request', () => inFlight++);
  const ended = () => {
    if (--inFlight === 0) quietSince = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () => expect.poll(() => inFlight === 0 && Date.now() - quietSince >= quietMs, { intervals: [quietMs / 3] }).toBe(true),
  };
}

// Two halves of the site, so the two workers share the sweep.
const routes = allRoutes();
const halves = [routes.filter((_, index) => index % 2 === 0), routes.filter((_, index) => index % 2 === 1)];

for (const [half, routesOfHalf] of halves.entries()) {
  test(`every page loads without console errors, CSP refusals or requests to other hosts (${half + 1} of 2)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
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
    const network = trackRequests(page);
    for (route of routesOfHalf) {
      await page.goto(route, { waitUntil: 'load' });
      // Scroll through so islands and lazy images that wait to be seen load too.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      await network.quiet();
    }
    expect(problems).toEqual([]);
  });
}

test('every page has a unique title and description, a canonical URL and social tags', () => {
  // The <head> as built: no browser is needed to read it.
  const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
  const pages = builtPages().filter(({ route }) => route !== '/404');
  expect(pages.length).toBeGreaterThan(15);
  for (const { route, file } of pages) {
    const head = parseHead(readFileSync(file, 'utf8'));
    const { title, description } = head;
    expect(description.length, route).toBeGreaterThanOrEqual(50);
    expect(seen.titles.get(title), `${route} repeats the title of ${seen.titles.get(title)}`).toBeUndefined();
    expect(seen.descriptions.get(description), `${route} repeats a description`).toBeUndefined();
    seen.titles.set(title, route);
    seen.descriptions.set(description, route);
    expect(head.canonical, route).toMatch(/^https?:\/\/[^/]+\/[^.]*$/);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      expect(head.meta.get(property), `${route} ${property}`).toMatch(/.+/);
    }
    expect(head.meta.get('twitter:card'), route).toBe('summary_large_image');
  }
});

test('no element in a built page carries a slot name: it places a component at build time, not in the page', () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(15);
  const withSlot = pages.filter(({ file }) => /<[a-z][^>]*\sslot="/.test(readFileSync(file, 'utf8'))).map(({ route }) => route);
  expect(withSlot).toEqual([]);
});

/** What a page's <head> says about it, entities decoded as a browser would. */
function parseHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text: string) =>
    text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);
  const meta = new Map(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map(([, key, value]) => [key!, decode(value!)]),
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: meta.get('description') ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? '',
    meta,
  };
}

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

// Issue 14: what the first paint needs never waits for, or competes with, JavaScript or the web
// font; hydration and the font's arrival change nothing already on screen.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { moduleGraph } from '../../scripts/audits/module-graph.mjs';
import { transform } from 'lightningcss';
import { pageHasProse } from '../../src/lib/performance/prose-css';
import { WEB_FONT_CACHED } from '../../src/lib/performance/web-font';
import { waitForIsland } from './helpers';

/** Every built page with an island, and the island code (components and renderer) it names. */
const islandPages = builtPages().flatMap(({ route, file }) => {
  const html = readFileSync(file, 'utf8');
  const code = new Set([...html.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((match) => match[1]!));
  return code.size > 0 ? [{ route, code: [...code] }] : [];
});
// One page of each kind is enough: later listing pages and categories are built by the same code.
const checkedIslandPages = islandPages.filter(({ route }) => !/\/(page|category)\//.test(route));

/** The paths of what the page requested before its `load` event began, once it has loaded. */
async function requestedBeforeLoad(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < navigation!.loadEventStart)
      .map((entry) => new URL(entry.name).pathname);
  });
}

/** The page's layout shift so far, without input, once two more frames have been painted, and what moved. */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    let total = 0;
    const moved: string[] = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        total += entry.value;
        for (const { node } of entry.sources) {
          const element = node instanceof Element ? node : node?.parentElement;
          moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${element ? element.outerHTML.slice(0, 120) : 'a removed node'}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries arrive in the observer's first callback, before the next frame.
    await frame();
    return { total, moved };
  });
}

/** Fails with what moved when the page shifted more than the budget. */
async function expectNoShift(page: Page) {
  const { total, moved } = await layoutShift(page);
  expect(total, moved.join('\n')).toBeLessThanOrEqual(0.005);
}

test.describe('first paint', () => {
  test('there are island pages to check', () => {
    expect(checkedIslandPages.length).toBeGreaterThan(0);
  });

  for (const { route, code } of [{ route: '/about', code: [] as string[] }, ...checkedIslandPages]) {
    test(`${route} requests no island code and no web font before it has loaded`, async ({ page }) => {
      const early = await requestedBeforeLoad(page, route);
      expect(early.filter((path) => path.endsWith('.woff2') || code.includes(path))).toEqual([]);
    });
  }

  test('every page fetches its scripts, and each module they import, at low priority', () => {
    for (const { route, file } of builtPages()) {
      const html = readFileSync(file, 'utf8');
      for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
        expect(tag, route).toContain('fetchpriority="low"');
        for (const module of moduleGraph('dist', src!).seen) {
          if (module !== src) expect(html, `${route} imports ${module}`).toContain(`<link rel="modulepreload" href="${module}" fetchpriority="low">`);
        }
      }
    }
  });

  test('only pages with prose carry the typography rules, and the rest of the stylesheet is as built', () => {
    const pages = builtPages().map(({ route, file }) => ({ route, html: readFileSync(file, 'utf8') }));
    const stylesheet = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const withProse = pages.filter(({ html }) => pageHasProse(html));
    expect(withProse.length).toBeGreaterThan(0);
    expect(withProse.length).toBeLessThan(pages.length);
    for (const { route, html } of pages) expect(stylesheet(html).includes('.prose'), route).toBe(pageHasProse(html));
    // Taking rules out re-serialises the stylesheet: it must come back unchanged, or pages without
    // prose could be styled differently from what was built.
    const full = stylesheet(withProse[0]!.html);
    expect(transform({ filename: 'site.css', code: Buffer.from(full), minify: true }).code.toString()).toBe(full.trimEnd());
  });

  test('hydration changes nothing on screen: the islands on / and /blog keep their server HTML', async ({ page, request }) => {
    for (const [route, island] of [
      ['/', 'TypingTitle'],
      ['/blog', 'BlogBrowser'],
    ] as const) {
      const serverHtml = await (await request.get(route)).text();
      await page.goto(route);
      await waitForIsland(page, island);
      const [server, hydrated] = await page.evaluate(
        ([html, name]) => {
          const selector = `astro-island[component-url*="${name}"]`;
          const served = new DOMParser().parseFromString(html, 'text/html').querySelector(selector)!;
          // Astro drops its end-of-island marker comment once the island has hydrated.
          const markup = (island: Element) => island.innerHTML.replace('<!--astro:end-->', '');
          return [markup(served), markup(document.querySelector(selector)!)];
        },
        [serverHtml, island],
      );
      expect(hydrated, `${route}: ${island}`).toBe(server);
    }
  });

  for (const route of ['/', '/about', '/apply', '/careers', '/help', '/privacy', '/unsubscribe']) {
    test(`${route}: the web font never replaces text already on screen`, async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      const fontOfBody = () => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', ''));

      // A first visit is set in the twin throughout, and fetches Inter once loaded, for later pages.
      await page.goto(route);
      await page.waitForFunction((key) => localStorage.getItem(key) === '1', WEB_FONT_CACHED);
      expect(await fontOfBody()).toBe('Inter Fallback');
      await expectNoShift(page);

      // Later pages ask for Inter from the first layout. With `font-display: optional` the browser
      // uses it only if the cache hands it over within a short block period (astro preview sends
      // no-cache, so here it may not), and never swaps it in afterwards: nothing moves either way.
      await page.reload();
      expect(await fontOfBody()).toBe('Inter Variable');
      await expectNoShift(page);
    });
  }
});

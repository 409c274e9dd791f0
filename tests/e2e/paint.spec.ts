// Issue 14: what the first paint needs never waits for, or competes with, JavaScript or the web
// font; hydration and the font's arrival change nothing already on screen.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { listingPath } from '../../src/lib/blog/listing';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { moduleGraph } from '../../src/lib/build/module-graph.mjs';
import { FIRST_ROUND_TRIP_BYTES, INLINE_CSS_BYTES } from '../../src/lib/performance/inline-stylesheets';
import { preloadTag } from '../../src/lib/performance/script-priority';
import { classesIn } from '../../src/lib/performance/used-css';
import { WEB_FONT_AFTER_LOAD_MS, WEB_FONT_CACHED } from '../../src/lib/performance/web-font-mark';
import { pauseClock, untilHeroTitleChanges, waitForIsland } from './helpers';

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
          moved.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${element ? element.outerHTML.slice(0, 120) : 'a removed node'}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries arrive in the observer's first callback, before the next frame.
    await frame();
    return { total, moved };
  });
}

/**
 * Serves the site through a proxy that sends `route`'s HTML up to `cut` characters, and the rest
 * only on `release()`: a slow network, or a device too slow to parse it at once. The browser
 * parses what it has, and may paint it.
 */
async function serveInTwoParts(baseURL: string, route: string, cut: (html: string) => number) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url!, baseURL));
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
    if (new URL(request.url!, baseURL).pathname !== route) return response.end(Buffer.from(await upstream.arrayBuffer()));
    const html = await upstream.text();
    const at = cut(html);
    response.write(html.slice(0, at));
    await released;
    response.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  };
  return { url: `http://127.0.0.1:${port}${route}`, release, close };
}

type TwoParts = Awaited<ReturnType<typeof serveInTwoParts>>;

/** A `share` of the way into the HTML of the page's first element that starts with `openingTag`. */
function partWayInto(openingTag: string, share: number) {
  return (html: string) => {
    const start = html.indexOf(openingTag);
    return Math.round(start + share * (html.indexOf(`</${openingTag.slice(1)}>`, start) - start));
  };
}

/**
 * Opens a page served in two parts and says whether its first frame had an element matching
 * `selector`: 'with' or 'without'. The second part is held back until `parsed` matches, and for as
 * long as a page free to render takes to paint. The answer is recorded in the first frame's own
 * callback, which runs just before it is painted, and polled on a timer, as frames are what the page
 * may not get yet.
 */
async function firstFrameOf(page: Page, served: TwoParts, selector: string, parsed: string): Promise<string> {
  await page.addInitScript((wanted) => {
    requestAnimationFrame(() => {
      (globalThis as { firstFrame?: string }).firstFrame = document.querySelector(wanted) ? 'with' : 'without';
    });
  }, selector);
  const firstFrame = () =>
    page.waitForFunction(() => (globalThis as { firstFrame?: string }).firstFrame, null, { polling: 20, timeout: 1000 });
  await page.goto(served.url, { waitUntil: 'commit' });
  await page.waitForFunction((wanted) => document.querySelector(wanted) !== null, parsed, { polling: 20 });
  // A page free to render paints within a few frames' time; one that must wait gets no frame, and
  // this wait ends without an answer.
  await firstFrame().catch(() => undefined);
  served.release();
  return String(await (await firstFrame()).jsonValue());
}

/** The phone screen the paint checks use (a common Android size). */
const PHONE = { width: 412, height: 823 };

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

  test('every page preloads each module its scripts import, at low priority', () => {
    for (const { route, file } of builtPages()) {
      const html = readFileSync(file, 'utf8');
      for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
        expect(tag, route).toContain('fetchpriority="low"');
        for (const module of moduleGraph('dist', src!).seen) {
          if (module !== src) expect(html, `${route} imports ${module}`).toContain(preloadTag(module));
        }
      }
    }
  });

  for (const route of ['/about', ...checkedIslandPages.map(({ route }) => route)]) {
    test(`${route} has the browser fetch every script at low priority, each once, before it has loaded`, async ({ page }) => {
      const session = await page.context().newCDPSession(page);
      await Promise.all([session.send('Network.enable'), session.send('Page.enable')]);
      const scripts: string[] = [];
      let loaded = false;
      session.on('Page.loadEventFired', () => (loaded = true));
      session.on('Network.requestWillBeSent', ({ request, type }) => {
        if (type === 'Script' && !loaded) scripts.push(`${new URL(request.url).pathname} ${request.initialPriority}`);
      });
      await page.goto(route);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((entry) => !entry.endsWith(' Low'))).toEqual([]);
      expect(new Set(scripts).size).toBe(scripts.length);
    });
  }

  test('every page but a written post holds its first frame until its heading and the rest of its hero are parsed', () => {
    for (const { route, file } of builtPages()) {
      const html = readFileSync(file, 'utf8');
      const expected = /<link rel="expect" href="#([^"]+)" blocking="render">/.exec(html)?.[1];
      expect(expected, `${route} has no expect link`).toBeDefined();
      const heroEnd = html.indexOf(`id="${expected}"`);
      expect(heroEnd, `${route} has no element #${expected}`).toBeGreaterThan(html.indexOf('<main'));
      // A written post opens with its header inside its <article>, left-aligned: a frame drawn
      // part-way through it only grows downwards as the rest arrives.
      if (html.includes('<meta property="og:type" content="article">')) continue;
      const heading = html.indexOf('<h1');
      expect(heading, `${route} has no <h1> in <main>`).toBeGreaterThan(html.indexOf('<main'));
      expect(heading, `${route}: its <h1> comes after #${expected}; give the opening section slot="hero"`).toBeLessThan(heroEnd);
    }
  });

  test('a page carries inline the rules it uses, typography only with prose, within the inline limit and the first round trip', () => {
    const pages = builtPages().map(({ route, file }) => ({ route, html: readFileSync(file, 'utf8') }));
    const hasProse = (html: string) => [...classesIn(html)].some((name) => /(^|:)prose(-|$)/.test(name));
    const inline = pages.filter(({ html }) => !html.includes('<link rel="stylesheet"'));
    expect(inline.length).toBeGreaterThan(0);
    for (const { route, html } of inline) {
      expect(gzipSync(html).length, route).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
      const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, rules]) => rules).join('');
      expect(Buffer.byteLength(css), route).toBeLessThanOrEqual(INLINE_CSS_BYTES);
      expect(css.includes('.prose'), route).toBe(hasProse(html));
    }
  });

  test('hydration changes nothing on screen: the islands on / and /blog keep their server HTML', async ({ page, request }) => {
    for (const [route, island] of [
      ['/', 'TypingTitle'],
      ['/blog', 'BlogBrowser'],
    ] as const) {
      const serverHtml = await (await request.get(route)).text();
      await pauseClock(page);
      await page.goto(route);
      // The hero title hydrates only as its first change nears.
      if (island === 'TypingTitle') await untilHeroTitleChanges(page);
      else await waitForIsland(page, island);
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
      await page.setViewportSize(PHONE);
      const fontOfBody = () => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll('"', ''));

      // A first visit is set in the twin throughout, and fetches Inter once loaded, for later pages.
      await page.clock.install();
      await page.goto(route);
      await page.clock.runFor(WEB_FONT_AFTER_LOAD_MS);
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

  test('a returning visitor’s Bulgarian pages ask for Inter’s Cyrillic too; a first visit fetches only the Latin, after load', async ({
    page,
  }) => {
    // Each font the page asks for, and whether its `load` event had fired by then. (Requests, not
    // resource timing: the fake clock, which lets the test skip the wait, has no timing entries.)
    let loaded = false;
    let fonts: { subset: string; afterLoad: boolean }[] = [];
    page.on('load', () => (loaded = true));
    page.on('request', (request) => {
      const subset = /inter-([a-z]+)-wght.*\.woff2$/.exec(request.url())?.[1];
      if (subset) fonts.push({ subset, afterLoad: loaded });
    });
    await page.clock.install();
    await page.goto('/bg/about');
    await page.clock.runFor(WEB_FONT_AFTER_LOAD_MS);
    await page.waitForFunction((key) => localStorage.getItem(key) === '1', WEB_FONT_CACHED);
    expect(fonts).toEqual([{ subset: 'latin', afterLoad: true }]);

    fonts = [];
    await page.reload();
    await expect.poll(() => fonts.map(({ subset }) => subset).sort()).toEqual(['cyrillic', 'latin']);
  });

  test.describe('a page whose HTML arrives in parts', () => {
    // A slow network or phone paints what has been parsed so far; nothing painted then may move.
    const route = '/unsubscribe';
    let served: TwoParts | undefined;
    test.afterEach(async () => {
      await served?.close();
      served = undefined;
    });

    test('is first painted with the whole header', async ({ page, baseURL }) => {
      served = await serveInTwoParts(baseURL!, route, partWayInto('<header', 0.5));
      expect(await firstFrameOf(page, served, '#main', 'header')).toBe('with');
    });

    // A centred row drawn part-way would re-centre as the rest arrived: the hero's highlights on a
    // product page, and a listing's filters below its hero. Each is the first list in <main>.
    for (const rowRoute of ['/chat-assistants', listingPath(BLOG_CATEGORIES[0], 1)]) {
      test(`${rowRoute} is first painted with the whole of the centred row in its first screen`, async ({ page, baseURL }) => {
        await page.setViewportSize(PHONE);
        const html = await (await fetch(new URL(rowRoute, baseURL))).text();
        const list = html.indexOf('<ul', html.indexOf('<main'));
        // Were the page to lose its centred row, the cut would test nothing: say so instead.
        expect(html.slice(list, html.indexOf('>', list)), 'the first list in <main> is a centred row').toContain('justify-center');
        // Half-way through the row's first item.
        const item = html.indexOf('<li', list);
        served = await serveInTwoParts(baseURL!, rowRoute, () => Math.round((item + html.indexOf('</li>', item)) / 2));
        // A page free to render would paint the row with its first item half there.
        expect(await firstFrameOf(page, served, 'main ul > li:nth-child(2)', 'main ul')).toBe('with');
        await page.waitForLoadState('load');
        await expectNoShift(page);
      });
    }

    test('never moves the footer, which grows downwards as it arrives', async ({ page, baseURL }) => {
      await page.setViewportSize(PHONE);
      served = await serveInTwoParts(baseURL!, route, partWayInto('<footer', 0.1));
      await page.goto(served.url, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('footer') !== null);
      // Two frames later the start of the footer is on screen, where a move would be seen.
      const footerTop = await page.evaluate(async () => {
        for (let frames = 0; frames < 2; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
        return document.querySelector('footer')!.getBoundingClientRect().top;
      });
      expect(footerTop).toBeLessThan(PHONE.height);
      served.release();
      await page.waitForLoadState('load');
      await expectNoShift(page);
    });

    test('still ends a page shorter than the screen with the footer, its bottom row last', async ({ page }) => {
      const screen = { width: 1280, height: 2000 };
      await page.setViewportSize(screen);
      await page.goto(route);
      const [footerBottom, bottomRowBottom] = await page.evaluate(() => {
        const footer = document.querySelector('footer')!;
        return [footer, footer.lastElementChild!].map((element) => element.getBoundingClientRect().bottom);
      });
      expect(footerBottom).toBe(screen.height);
      expect(bottomRowBottom).toBe(screen.height);
    });
  });
});

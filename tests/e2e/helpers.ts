// Everything the end-to-end specs share: waiting for islands, the fake clock, page-wide checks
// (accessibility, scripts, links) and /help served with its voice-assistant widget in a chosen state.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { caughtMail, LOCAL_MAIL_DIR, type CaughtMail } from '../../scripts/local-backend/mail-catcher';
import { readPostFiles } from '../../src/lib/blog/files';
import { isVisible, newestFirst } from '../../src/lib/blog/rules';
import { motion } from '../spec-facts';

/** Waits until the named React island has hydrated (Astro drops `ssr` from it then). */
export async function waitForIsland(page: Page, componentName: string): Promise<void> {
  await page.locator(`astro-island[component-url*="${componentName}"]:not([ssr])`).first().waitFor({ state: 'attached' });
}

/** Stops the page's clock before it loads, so timers run only when a test moves time on. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}

/**
 * Moves the page's fake clock forward in slices. React renders between timer callbacks on a
 * channel the clock does not fake, so an island schedules its next timer only between slices:
 * a slice must not be longer than the shortest wait it spans, and should end where a timer is due.
 */
export async function advanceClock(page: Page, ms: number, sliceMs = 50): Promise<void> {
  for (let passed = 0; passed < ms; passed += sliceMs) {
    await page.clock.runFor(Math.min(sliceMs, ms - passed));
  }
}

/** How far before a due step a test looks, to see that it has not happened yet. */
export const EARLY_MS = 50;

/**
 * Moves a paused clock to EARLY_MS before the hero title's first change, which counts from when
 * the page opened. The title's island has hydrated by then: its code is fetched ahead of that.
 */
export async function untilHeroTitleChanges(page: Page): Promise<void> {
  const pageOpenForMs = await page.evaluate(() => performance.now());
  await page.clock.runFor(motion.typing.brandHoldMs - EARLY_MS - pageOpenForMs);
  await waitForIsland(page, 'TypingTitle');
}

/** The visible result banner of a form (the live region repeats its text for screen readers). */
export function banner(page: Page, tone: 'success' | 'error') {
  return page.locator(`[data-banner="${tone}"]`);
}

/**
 * Clicks and returns the text of the alert the click opens, accepting it. A dialog listener
 * must be in place before the click: Playwright only dismisses alerts nobody listens for.
 */
export async function alertAfterClicking(page: Page, target: Locator): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    }),
  );
  await target.click();
  return message;
}

/** Fails with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // By default axe opens a blank page to put the results of a page's frames together, which took
  // much of each check. A page with no frame of its own has nothing to put together, so it is
  // checked in place (axe's "legacy" mode, which would leave a cross-origin frame unchecked). Every
  // rule still runs, but only violations, all the test reads, are written up node by node.
  const inPlace = page.frames().length === 1;
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(inPlace)
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** The routes the sitemap lists. */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** Every built page as it is served, and an unknown address that gets the 404 page. */
export function allRoutes(): string[] {
  return [
    ...builtPages()
      .map(({ route }) => route)
      .filter((route) => route !== '/404'),
    '/no-such-page',
  ];
}

/** Script URLs a page requests while it loads and settles, and the bodies of its inline scripts (JSON data excluded). */
async function scriptsOf(page: Page, route: string): Promise<{ urls: string[]; inline: string[] }> {
  const urls: string[] = [];
  const collect = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  };
  page.on('request', collect);
  await page.goto(route, { waitUntil: 'networkidle' });
  page.off('request', collect);
  const inline = await page
    .locator('script:not([src]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return { urls, inline };
}

/**
 * The page loads exactly what the shell alone loads on /about: no island, no bundle of its own,
 * no inline code of its own.
 */
export async function expectOnlyShellScripts(page: Page, route: string): Promise<void> {
  const shell = await scriptsOf(page, '/about');
  const own = await scriptsOf(page, route);
  expect(own.urls).toEqual(shell.urls);
  expect(own.inline.filter((code) => !shell.inline.includes(code))).toEqual([]);
  await expect(page.locator('astro-island')).toHaveCount(0);
}

/** No island and no framework; the page's own scripts are small same-origin modules. */
export async function expectNoFramework(page: Page, route: string): Promise<string[]> {
  const { urls } = await scriptsOf(page, route);
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(urls.filter((url) => /react|client\.|astro-island/i.test(url))).toEqual([]);
  for (const url of urls) expect(url).toMatch(/^\/_astro\/[\w.-]+\.js$/);
  return urls;
}

/**
 * Every link in the page's main content resolves: an in-page anchor to exactly one element, a
 * path on this site to a 200. Only mailto: and tel: links may leave the site. Returns the
 * distinct hrefs, in page order.
 */
export async function expectMainLinksResolve(page: Page, request: APIRequestContext): Promise<string[]> {
  const hrefs = [...new Set(await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!)))];
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    if (href.startsWith('#')) {
      await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
    } else if (!/^(mailto|tel):/.test(href)) {
      expect(href, 'links stay on this site').toMatch(/^\/(?!\/)/);
      expect((await request.get(href.split('#')[0]!)).status(), href).toBe(200);
    }
  }
  return hrefs;
}

/** The in-page anchors among the hrefs `expectMainLinksResolve` returns. */
export const inPageAnchors = (hrefs: string[]) => hrefs.filter((href) => href.startsWith('#'));

/** Clicking the link brings the section it names into view; it was out of view before. */
export async function expectScrollsTo(page: Page, linkName: string, sectionId: string): Promise<void> {
  const section = page.locator(`section#${sectionId}`);
  const link = page.getByRole('link', { name: linkName, exact: true });
  await expect(link).toHaveAttribute('href', `#${sectionId}`);
  await expect(section).not.toBeInViewport();
  await link.click();
  await expect(section).toBeInViewport();
  await expect(page).toHaveURL(new RegExp(`#${sectionId}$`));
}

/** One h1, a specific description, and every section labelled by a heading on the page. */
export async function expectPageBasics(page: Page): Promise<void> {
  await expect(page.locator('h1')).toHaveCount(1);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length).toBeGreaterThanOrEqual(110);
  expect(description?.length).toBeLessThanOrEqual(160);
  const labels = await page.locator('main section').evaluateAll((sections) =>
    sections.map((section) => {
      const target = document.getElementById(section.getAttribute('aria-labelledby') ?? '');
      return target && /^H[1-6]$/.test(target.tagName) ? 'heading' : `unlabelled: ${section.outerHTML.slice(0, 80)}`;
    }),
  );
  expect(labels.filter((label) => label !== 'heading')).toEqual([]);
}

// /help's voice-assistant widget, served in a chosen state whatever this build was configured with.
export const HELP_WIDGET_FIXTURE = 'tests/fixtures/help-widget.js';
export const TEST_SCRIPT_PATH = '/help-widget-test.js';
export const TEST_WIDGET_ID = 'test-widget-42';

export type WidgetMode = 'configured' | 'failing' | 'unconfigured';

/**
 * Serves /help as a deployment in the given state: the widget attributes of the served page are
 * set to the local test script (or removed), and the test script is served from tests/fixtures
 * (or refused, for `failing`). Nothing reaches the network. How configuration becomes these
 * attributes is covered by tests/unit/info-components.test.ts.
 */
export async function serveHelp(page: Page, mode: WidgetMode): Promise<void> {
  await page.route(`**${TEST_SCRIPT_PATH}`, (route) =>
    mode === 'failing' ? route.abort('connectionrefused') : route.fulfill({ path: HELP_WIDGET_FIXTURE, contentType: 'text/javascript' }),
  );
  await page.route(
    (url) => url.pathname === '/help',
    async (route) => {
      const response = await route.fetch();
      const attributes = mode === 'unconfigured' ? '' : ` data-script-url="${TEST_SCRIPT_PATH}" data-widget-id="${TEST_WIDGET_ID}"`;
      const body = (await response.text()).replace(/<help-widget\b[^>]*>/, (tag) =>
        tag.replace(/\s+data-(script-url|widget-id)="[^"]*"/g, '').replace('<help-widget', `<help-widget${attributes}`),
      );
      await route.fulfill({ response, body });
    },
  );
}

export async function openHelp(page: Page, mode: WidgetMode): Promise<void> {
  await serveHelp(page, mode);
  await page.goto('/help');
}

export const widgetBox = (page: Page) => page.locator('help-widget');
export const injectedScript = (page: Page) => widgetBox(page).locator('[data-widget-mount] script');
export const widgetFallback = (page: Page) => widgetBox(page).locator('[data-widget-fallback]');

// The owner's listing is the one `npm run submissions` makes, so both check the same thing.
export { ownerFile, ownerRows } from '../../scripts/inspect/client';

/**
 * The emails the local mail catcher kept for an address (what `npm run mail` lists), waiting
 * for `count` of them: the outbox's sender delivers a moment after the row is stored.
 */
export function emailsTo(address: string, count = 1): Promise<CaughtMail[]> {
  return caughtWhere((mail) => mail.to === address, count);
}

/** The team's emails about a visitor (their Reply-To), waiting for `count` of them. */
export function emailsAbout(visitor: string, count = 1): Promise<CaughtMail[]> {
  return caughtWhere((mail) => mail.replyTo === visitor, count);
}

async function caughtWhere(wanted: (mail: CaughtMail) => boolean, count: number): Promise<CaughtMail[]> {
  let mails: CaughtMail[] = [];
  await expect.poll(async () => (mails = (await caughtMail(LOCAL_MAIL_DIR)).filter(wanted)).length, { timeout: 10_000 }).toBe(count);
  return mails;
}

/**
 * An emailed link as a path on the site under test: a backend that was already running links to
 * the port of the site it was started with.
 */
export function sitePath(link: string | undefined): string {
  const url = new URL(link ?? '/', 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/** An address no other test run uses, so a test finds its own row. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The posts a production build shows, newest first, worked out from whatever files editors wrote. */
export function publishedPosts() {
  return readPostFiles()
    .map((post) => ({ ...post, date: new Date(post.data.date) }))
    .filter((post) => isVisible({ draft: post.data.draft ?? false, date: post.date }, { now: new Date(), preview: false }))
    .toSorted((a, b) => newestFirst({ id: a.slug, data: a }, { id: b.slug, data: b }));
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { builtPages } from '../../scripts/audits/built-pages.mjs';

/** Waits until the named React island has hydrated (Astro drops `ssr` from it then). */
export async function waitForIsland(page: Page, componentName: string): Promise<void> {
  await page.locator(`astro-island[component-url*="${componentName}"]:not([ssr])`).first().waitFor({ state: 'attached' });
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

/** The visible result banner of a form (the live region repeats its text for screen readers). */
export function banner(page: Page, tone: 'success' | 'error') {
  return page.locator(`[data-banner="${tone}"]`);
}

/**
 * Clicks and returns the text of the alert the click opens, accepting it. A dialog listener
 * must be in place before the click: Playwright only dismisses alerts nobody listens for.
 */
export async function alertAfterClicking(page: Page, target: import('@playwright/test').Locator): Promise<string> {
  const message = new Promise<string>((resolve) =>
    page.once('dialog', async (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      await dialog.accept();
    }),
  );
  await target.click();
  return message;
}

/** Stops the page's clock before it loads, so timers run only when a test moves time on. */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}

/** Fails with the list of axe violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
}

/** The routes the sitemap lists. */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
}

/** Every built page as it is served, and an unknown address that gets the 404 page. */
export function allRoutes(): string[] {
  return [...builtPages().map(({ route }) => route).filter((route) => route !== '/404'), '/no-such-page'];
}

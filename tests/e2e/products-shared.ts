import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Script URLs a page requests, and the bodies of its inline scripts (JSON data excluded). */
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
 * The page loads no script beyond what the shell alone loads on /about: no island, no extra
 * bundle, no inline code of its own.
 */
export async function expectOnlyShellScripts(page: Page, route: string): Promise<void> {
  const shell = await scriptsOf(page, '/about');
  const own = await scriptsOf(page, route);
  expect(own.urls.filter((url) => !shell.urls.includes(url))).toEqual([]);
  expect(own.inline.filter((code) => !shell.inline.includes(code))).toEqual([]);
  await expect(page.locator('astro-island')).toHaveCount(0);
}

/** Every link in the page's main content resolves: in-page anchors to an element, paths to a 200. */
export async function expectMainLinksResolve(page: Page, request: APIRequestContext): Promise<string[]> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#')) {
      await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1);
    } else {
      expect(href, 'links stay on this site').toMatch(/^\/(?!\/)/);
      expect((await request.get(href.split('#')[0])).status(), href).toBe(200);
    }
  }
  return hrefs;
}

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

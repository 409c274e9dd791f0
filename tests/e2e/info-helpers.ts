// Checks shared by the informational pages' end-to-end tests.
import { expect, type Page } from '@playwright/test';

/** Every in-page link of the main content points at exactly one element with that id. */
export async function expectInPageAnchorsResolve(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href^="#"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  for (const href of hrefs) {
    expect(await page.locator(`[id="${href.slice(1)}"]`).count(), `${href} has a target`).toBe(1);
  }
  return hrefs;
}

/** The script URLs a page requests while it loads and settles. */
export async function scriptRequests(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = [];
  const record = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('request', record);
  return scripts;
}

/** No island, no framework, and no script request beyond those of /about, which loads the shell only. */
export async function expectShellScriptsOnly(page: Page, path: string): Promise<void> {
  const shell = await scriptRequests(page, '/about');
  const scripts = await scriptRequests(page, path);
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(scripts).toEqual(shell);
}

/** No island and no framework; the page's own scripts are small same-origin modules. */
export async function expectNoFramework(page: Page, path: string): Promise<string[]> {
  const scripts = await scriptRequests(page, path);
  await expect(page.locator('astro-island')).toHaveCount(0);
  expect(scripts.filter((url) => /react|client\.|astro-island/i.test(url))).toEqual([]);
  for (const url of scripts) expect(url).toMatch(/^\/_astro\/[\w.-]+\.js$/);
  return scripts;
}

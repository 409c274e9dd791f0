import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';
import { SEARCH_SCRIPT_PATH } from '../../src/lib/search/results';
import { en } from '../../src/i18n/en';

// Pages the developers own, so the search checks do not depend on which posts exist; finding a
// newly written post (and not a Coming Soon one) is checked in blog-publish.spec.ts.
const SEARCHED = { query: 'Documentation', href: '/documentation' };

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchField = (page: Page) => dialog(page).getByRole('searchbox');

/** Everything the page requested from the search bundle so far. */
function searchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/pagefind/') || pathname.includes('search-dialog')) urls.push(pathname);
  });
  return urls;
}

test.describe('site search', () => {
  test('loads nothing until opened, then finds a page', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const requested = searchRequests(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    expect(requested).toEqual([]);

    await page.getByRole('button', { name: 'Search' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await searchField(page).fill(SEARCHED.query);
    await expect(dialog(page).locator(`a[href="${SEARCHED.href}"]`)).toBeVisible();
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “/);
    expect(requested.some((url) => url === '/pagefind/pagefind.js')).toBe(true);
    expect(errors).toEqual([]);

    await expectNoAxeViolations(page);
    await searchField(page).press('ArrowDown');
    await expect(dialog(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('opens with / and with Ctrl+K, but / typed in a field stays in the field', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('body').press('/');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');

    const message = page.getByLabel('Message');
    await message.click();
    await message.pressSequentially('a/b');
    await expect(message).toHaveValue('a/b');
    await expect(dialog(page)).toBeHidden();
  });

  test('says so when Pagefind or a result cannot be fetched, and works after a reload', async ({ page }) => {
    const { unavailable } = en.shell.search;
    const offline = (route: Route) => route.abort('internetdisconnected');
    const openSearch = () => page.getByRole('button', { name: 'Search' }).click();
    await page.goto('/about');
    await page.route('**/pagefind/**', offline);
    await openSearch();
    await expect(dialog(page).getByRole('status')).toHaveText(unavailable);
    await page.keyboard.press('Escape');
    await openSearch();
    await expect(dialog(page).getByRole('status')).toHaveText(unavailable);

    // Pagefind starts, but each result's text is fetched when it is shown.
    await page.unroute('**/pagefind/**', offline);
    await page.route('**/pagefind/fragment/**', offline);
    await page.reload();
    await openSearch();
    await searchField(page).fill(SEARCHED.query);
    await expect(dialog(page).getByRole('status')).toHaveText(unavailable);

    await page.unrouteAll();
    await page.reload();
    await openSearch();
    await searchField(page).fill(SEARCHED.query);
    await expect(dialog(page).locator(`a[href="${SEARCHED.href}"]`)).toBeVisible();
  });

  test('Enter opens the best result', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchField(page).fill(SEARCHED.query);
    const best = dialog(page).getByRole('link').first();
    await expect(best).toBeVisible();
    const href = (await best.getAttribute('href'))!;
    await searchField(page).press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('indexes a post itself, not its contents list, share links, neighbours or related posts', async ({ page, request }) => {
    // Any written post: the feed lists only those (the first card on /blog may be Coming Soon).
    const feed = await (await request.get('/rss.xml')).text();
    const postHref = new URL(/<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)![1]!).pathname;
    await page.goto(postHref);
    const title = (await page.locator('h1').textContent())!.trim();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    // What the index holds for this page, through Pagefind's own API.
    const indexed = await page.evaluate(
      async ({ script, title, href }) => {
        const pagefind = await import(script);
        const { results } = await pagefind.search(title);
        const pages = await Promise.all(results.map((result: { data: () => Promise<{ url: string; content: string }> }) => result.data()));
        return pages.find((found) => found.url === href)?.content ?? null;
      },
      { script: SEARCH_SCRIPT_PATH, title, href: postHref },
    );
    expect(indexed).toContain(title);
    for (const left of ['Back to Blog', 'On this page', 'Share this article', 'Related articles', 'Newer article', 'Older article'])
      expect(indexed).not.toContain(left);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { readPostFiles } from '../../src/lib/blog/files';
import { isVisible, isWritten, postPath } from '../../src/lib/blog/rules';
import { expectNoAxeViolations } from './helpers';

const published = readPostFiles().filter((post) =>
  isVisible({ draft: post.data.draft ?? false, date: new Date(post.data.date) }, { now: new Date(), preview: false }),
);
const written = published.find((post) => isWritten(post.body))!;
const unwritten = published.find((post) => !isWritten(post.body));

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
  test('loads nothing until opened, then finds a written post by its title', async ({ page }) => {
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
    await searchField(page).fill(written.data.title);
    const result = dialog(page).getByRole('link', { name: new RegExp(written.data.title.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
    await expect(result).toHaveAttribute('href', postPath(written.slug));
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

  test('Enter opens the best result', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchField(page).fill(written.data.title);
    await expect(dialog(page).getByRole('link').first()).toBeVisible();
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${postPath(written.slug)}$`));
  });

  test('does not index Coming Soon pages', async ({ page }) => {
    test.skip(!unwritten, 'every post is written');
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    await searchField(page).fill(unwritten!.data.title);
    await expect(dialog(page).getByRole('status')).toHaveText(/results? for “/);
    await expect(dialog(page).locator(`a[href="${postPath(unwritten!.slug)}"]`)).toHaveCount(0);
  });
});

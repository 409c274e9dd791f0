import { expect, test } from '@playwright/test';
import { ALL_POSTS, BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { dayToDate, lastModifiedDay, readPostDay } from '../../src/lib/blog/dates';
import { readPostFiles } from '../../src/lib/blog/files';
import { readingMinutes } from '../../src/lib/blog/reading-time';
import { formatPostDate, isVisible, isWritten, postPath } from '../../src/lib/blog/rules';
import { messages } from '../../src/site';
import { ownerRows, uniqueEmail } from './backend';
import { alertAfterClicking, expectNoAxeViolations, waitForIsland } from './helpers';

// What the build should show, worked out from whatever posts the editors have written, so
// adding, editing or removing a post never breaks these tests.
const published = readPostFiles()
  .map((post) => ({ ...post, date: new Date(post.data.date) }))
  .filter((post) => isVisible({ draft: post.data.draft ?? false, date: post.date }, { now: new Date(), preview: false }));
const featured = published.find((post) => post.data.featured);
const listed = published.filter((post) => post !== featured);
const written = published.filter((post) => isWritten(post.body));
const unwritten = published.filter((post) => !isWritten(post.body));
const CATEGORY_COUNTS: Record<string, number> = Object.fromEntries([
  [ALL_POSTS, listed.length],
  ...BLOG_CATEGORIES.map((category) => [category, listed.filter((post) => post.data.category === category).length]),
]);
const categoriesWithPosts = BLOG_CATEGORIES.filter((category) => CATEGORY_COUNTS[category]! > 0);

const cards = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="all-posts-title"] article');

test.describe('blog index', () => {
  test('shows the featured post, the filters, a card for every other post and the newsletter form', async ({ page }) => {
    await page.goto('/blog');
    if (featured) await expect(page.getByRole('region', { name: featured.data.title })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter posts by category' }).getByRole('button')).toHaveText(
      Object.keys(CATEGORY_COUNTS),
    );
    await expect(cards(page)).toHaveCount(listed.length);
    const first = cards(page).first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
    await expect(first).toContainText(/min read/);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });

  test('each category shows only its posts; an empty one says so', async ({ page }) => {
    await page.goto('/blog');
    await waitForIsland(page, 'BlogBrowser');
    for (const [category, count] of Object.entries(CATEGORY_COUNTS)) {
      await page.getByRole('button', { name: category, exact: true }).click();
      await expect(page.getByRole('button', { name: category, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(count);
      if (count > 0 && category !== 'All Posts') {
        for (const label of await cards(page).locator('p').first().allTextContents()) expect(label).toBe(category);
      }
    }
    if (Object.values(CATEGORY_COUNTS).includes(0)) await expect(page.getByText(messages.blogEmptyCategory)).toBeVisible();
  });

  test('the category lives in the URL: shared links, back and forward keep it', async ({ page }) => {
    const [first = ALL_POSTS, second = ALL_POSTS] = categoriesWithPosts;
    await page.goto(`/blog?${new URLSearchParams({ category: first })}`);
    await waitForIsland(page, 'BlogBrowser');
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS[first]!);

    await page.getByRole('button', { name: second, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.searchParams.get('category') === second);
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS[second]!);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('category') === first);
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS[first]!);
    await page.goForward();
    await expect(cards(page)).toHaveCount(CATEGORY_COUNTS[second]!);
    await page.getByRole('button', { name: 'All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('without JavaScript every post is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog?category=${encodeURIComponent(BLOG_CATEGORIES.at(-1)!)}`);
    await expect(cards(page)).toHaveCount(listed.length);
    await context.close();
  });

  test('the newsletter alerts on an empty address, then stores one and thanks the visitor', async ({ page }) => {
    await page.goto('/blog');
    const form = page.locator('#newsletter-email');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'NewsletterForm');

    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    expect(await alertAfterClicking(page, subscribe)).toBe(`alert: ${messages.newsletterEmptyEmail}`);

    const email = uniqueEmail('reader');
    await form.fill(email);
    expect(await alertAfterClicking(page, subscribe)).toBe(`alert: ${messages.newsletterThanks.replace('{email}', email)}`);
    await expect(form).toHaveValue('');
    expect((await ownerRows<{ email: string }>('newsletter_subscribers')).map((row) => row.email)).toContain(email);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/blog');
    await waitForIsland(page, 'BlogBrowser');
    await expectNoAxeViolations(page);
  });
});

test.describe('blog posts', () => {
  const article = written[0]!;

  test('an article has its parts: back link, meta, hero, body, share row, related posts, structured data', async ({ page }) => {
    await page.goto(postPath(article.slug));
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('h1')).toHaveText(article.data.title);
    await expect(page.locator('article > img')).toHaveAttribute('alt', article.data.hero.alt);
    await expect(page.locator('.prose')).not.toBeEmpty();
    for (const network of ['LinkedIn', 'Twitter', 'Facebook']) {
      const link = page.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\/(www\.linkedin\.com|twitter\.com|www\.facebook\.com)\//);
      await expect(link).toHaveAttribute('href', new RegExp(article.slug));
    }
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('listitem');
    await expect(related).toHaveCount(article.data.related.length);
    await expect(related.first().getByRole('link')).toHaveAttribute('href', /^\/blog\/[\w-]+/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.data.title, datePublished: article.date.toISOString() });
  });

  test('every written post shows its date and the reading time its words give', async ({ page }) => {
    for (const post of written) {
      await page.goto(postPath(post.slug));
      await expect(page.locator('article header'), post.slug).toContainText(formatPostDate(post.date));
      await expect(page.locator('article header'), post.slug).toContainText(`${readingMinutes(post.body)} min read`);
      const updated = post.data.updated && dayToDate(readPostDay(post.data.updated).day!);
      if (updated) {
        await expect(page.locator('article header'), post.slug).toContainText(`Updated ${formatPostDate(updated)}`);
        await expect(page.locator(`article header time[datetime="${updated.toISOString()}"]`), post.slug).toHaveCount(1);
      } else {
        await expect(page.locator('article header'), post.slug).not.toContainText('Updated');
      }
    }
  });

  test('a listed post without a body shows Coming Soon with its title, not indexed', async ({ page }) => {
    test.skip(unwritten.length === 0, 'every listed post is written');
    const post = unwritten[0]!;
    await page.goto(postPath(post.slug));
    await expect(page.locator('h1')).toHaveText('Coming Soon');
    await expect(page.locator('[data-coming-soon-title]')).toHaveText(post.data.title);
    await expect(page.getByText('This blog post is being written and will be available soon.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  test('/blog/coming-soon capitalises the title parameter and defaults to Blog Post', async ({ page }) => {
    await page.goto('/blog/coming-soon?title=voice%20ai%20for%20hotels');
    await expect(page.locator('[data-coming-soon-title]')).toHaveText('Voice Ai For Hotels');
    await page.goto('/blog/coming-soon');
    await expect(page.locator('[data-coming-soon-title]')).toHaveText('Blog Post');
  });

  test('an unknown /blog/ path answers 404 with Coming Soon titled Blog Post', async ({ page }) => {
    const response = await page.goto('/blog/not-a-real-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeVisible();
    await expect(page.locator('[data-not-found="blog"] [data-coming-soon-title]')).toHaveText('Blog Post');
  });

  test('any other unknown path answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('the RSS feed lists the written articles only', async ({ request }) => {
    const feed = await (await request.get('/rss.xml')).text();
    expect(feed.match(/<item>/g) ?? []).toHaveLength(written.length);
    for (const post of written) expect(feed).toContain(`${postPath(post.slug)}</link>`);
    for (const post of unwritten) expect(feed).not.toContain(`${postPath(post.slug)}</link>`);
    expect(feed.match(/<atom:updated>/g) ?? []).toHaveLength(written.filter((post) => post.data.updated).length);
  });

  test('the sitemap lists articles, each last modified on its updated or publication day, but not Coming Soon pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const post of written) {
      expect(sitemap).toContain(`${postPath(post.slug)}</loc><lastmod>${lastModifiedDay(post.data)}T00:00:00.000Z</lastmod>`);
    }
    for (const post of unwritten) expect(sitemap).not.toContain(`${postPath(post.slug)}</loc>`);
    expect(sitemap).not.toContain('/blog/coming-soon</loc>');
    expect(sitemap).not.toContain('/404');
  });

  test('an article has no accessibility violations', async ({ page }) => {
    await page.goto(postPath(article.slug));
    await expectNoAxeViolations(page);
  });
});

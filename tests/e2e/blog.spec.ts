import { expect, test } from '@playwright/test';
import { ALL_POSTS, BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { dayToDate, lastModifiedDay, readPostDay } from '../../src/lib/blog/dates';
import { listingFromPath, listingPath } from '../../src/lib/blog/listing';
import { MIN_SECTIONS_FOR_CONTENTS } from '../../src/lib/blog/reading-aids';
import { readingMinutes } from '../../src/lib/blog/reading-time';
import { formatPostDate, isWritten, postPath } from '../../src/lib/blog/rules';
import { blog } from '../../src/site';
import { en } from '../../src/i18n/en';
import { alertAfterClicking, expectNoAxeViolations, ownerRows, publishedPosts, uniqueEmail, waitForIsland } from './helpers';

// What the build should show, worked out from whatever posts the editors have written, so
// adding, editing or removing a post never breaks these tests.
const published = publishedPosts();
const featured = published.find((post) => post.data.featured);
const listed = published.filter((post) => post !== featured);
const written = published.filter((post) => isWritten(post.body));
const unwritten = published.filter((post) => !isWritten(post.body));
const CATEGORY_COUNTS: Record<string, number> = Object.fromEntries([
  [ALL_POSTS, listed.length],
  ...BLOG_CATEGORIES.map((category) => [category, listed.filter((post) => post.data.category === category).length]),
]);
const categoriesWithPosts = BLOG_CATEGORIES.filter((category) => CATEGORY_COUNTS[category]! > 0);
const emptyCategories = BLOG_CATEGORIES.filter((category) => CATEGORY_COUNTS[category] === 0);
const onFirstPage = (count: number) => Math.min(count, blog.pageSize);

const cards = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="all-posts-title"] article');
const filters = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');

test.describe('blog index', () => {
  test('shows the featured post, the category links, the newest posts and the newsletter form', async ({ page }) => {
    await page.goto('/blog');
    if (featured) await expect(page.getByRole('region', { name: featured.data.title })).toBeVisible();
    await expect(filters(page)).toHaveText(Object.keys(CATEGORY_COUNTS));
    for (const category of Object.keys(CATEGORY_COUNTS)) {
      await expect(filters(page).filter({ hasText: category })).toHaveAttribute('href', listingPath(category));
    }
    await expect(cards(page)).toHaveCount(onFirstPage(listed.length));
    const first = cards(page).first();
    await expect(first.getByRole('img')).toHaveAttribute('alt', /.+/);
    await expect(first).toContainText(/min read/);
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  });

  test('every listed post appears exactly once across the pages of /blog, newest first', async ({ page }) => {
    const hrefs: string[] = [];
    const dates: string[] = [];
    for (let next: string | null = '/blog'; next;) {
      await page.goto(next);
      hrefs.push(
        ...(await cards(page)
          .locator('h3 a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))),
      );
      dates.push(
        ...(await cards(page)
          .locator('time')
          .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!))),
      );
      const nextLink = page.getByRole('link', { name: 'Next', exact: true });
      next = (await nextLink.count()) > 0 ? await nextLink.getAttribute('href') : null;
    }
    expect(hrefs.toSorted()).toEqual(listed.map((post) => postPath(post.slug)).toSorted());
    expect(dates).toEqual(dates.toSorted().reverse());
  });

  test('/blog carries only its own page of posts, not the whole archive', async ({ request }) => {
    const html = await (await request.get('/blog')).text();
    const linked = new Set([...html.matchAll(/"(\/blog\/[a-z0-9-]+)"/g)].map(([, path]) => path!).filter((path) => !listingFromPath(path)));
    const onPage = [featured, ...listed.slice(0, blog.pageSize)].filter((post) => post !== undefined).map((post) => postPath(post.slug));
    expect([...linked].toSorted()).toEqual(onPage.toSorted());
  });

  test('each category link shows only its posts, in place, with the address in step', async ({ page }) => {
    await page.goto('/blog');
    await waitForIsland(page, 'BlogBrowser');
    for (const [category, count] of Object.entries(CATEGORY_COUNTS)) {
      await filters(page)
        .filter({ hasText: new RegExp(`^${category}$`) })
        .click();
      await expect(page).toHaveURL((url) => url.pathname === listingPath(category));
      await expect(filters(page).filter({ hasText: new RegExp(`^${category}$`) })).toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(onFirstPage(count));
      if (category !== ALL_POSTS) {
        // Each card's first line names its category.
        const labels = await cards(page).locator('p:first-of-type').allTextContents();
        expect(labels).toEqual(Array.from({ length: onFirstPage(count) }, () => category));
      }
      await expect(page.getByText(en.blog.browser.emptyCategory)).toHaveCount(count === 0 ? 1 : 0);
    }
  });

  test('back and forward move between the categories chosen', async ({ page }) => {
    const [first = ALL_POSTS, second = ALL_POSTS] = categoriesWithPosts;
    await page.goto(listingPath(first));
    await waitForIsland(page, 'BlogBrowser');
    await expect(cards(page)).toHaveCount(onFirstPage(CATEGORY_COUNTS[first]!));

    await filters(page)
      .filter({ hasText: new RegExp(`^${second}$`) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === listingPath(second));
    await expect(cards(page)).toHaveCount(onFirstPage(CATEGORY_COUNTS[second]!));
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === listingPath(first));
    await expect(cards(page)).toHaveCount(onFirstPage(CATEGORY_COUNTS[first]!));
    await page.goForward();
    await expect(cards(page)).toHaveCount(onFirstPage(CATEGORY_COUNTS[second]!));
    await filters(page).filter({ hasText: ALL_POSTS }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('without JavaScript the category links and pages still work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const [category = ALL_POSTS] = categoriesWithPosts;
    await page.goto('/blog');
    await filters(page)
      .filter({ hasText: new RegExp(`^${category}$`) })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === listingPath(category));
    await expect(cards(page)).toHaveCount(onFirstPage(CATEGORY_COUNTS[category]!));
    await context.close();
  });

  test('a category page has its own title, description, canonical address and breadcrumb', async ({ page }) => {
    for (const category of BLOG_CATEGORIES) {
      await page.goto(listingPath(category));
      await expect(page).toHaveTitle(new RegExp(`^${category} articles \\|`));
      await expect(page.locator('h1')).toHaveText(category);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', en.blog.categoryDescriptions[category]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${listingPath(category)}$`));
      const crumbs = (await page.locator('script[type="application/ld+json"]').allTextContents())
        .map((block) => JSON.parse(block))
        .find((data) => data['@type'] === 'BreadcrumbList');
      expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', `${category} articles`]);
      const empty = CATEGORY_COUNTS[category] === 0;
      await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(empty ? 1 : 0);
      if (empty) await expect(page.getByText(en.blog.browser.emptyCategory)).toBeVisible();
    }
  });

  test('the sitemap lists the category pages that have posts', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const category of categoriesWithPosts) expect(sitemap).toContain(`${listingPath(category)}</loc>`);
    for (const category of emptyCategories) expect(sitemap).not.toContain(`${listingPath(category)}</loc>`);
  });

  test('the newsletter alerts on an empty address, then stores one pending and asks the visitor to confirm', async ({ page }) => {
    await page.goto('/blog');
    const form = page.locator('#newsletter-email');
    await form.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'NewsletterForm');

    const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
    expect(await alertAfterClicking(page, subscribe)).toBe(`alert: ${en.forms.newsletter.emptyEmail}`);

    const email = uniqueEmail('reader');
    await form.fill(email);
    expect(await alertAfterClicking(page, subscribe)).toBe(`alert: ${en.forms.newsletter.thanks.replace('{email}', email)}`);
    await expect(form).toHaveValue('');
    const rows = await ownerRows<{ email: string; list: string; confirmed_at: string | null }>('subscriptions');
    expect(rows.filter((row) => row.email === email)).toEqual([expect.objectContaining({ list: 'newsletter', confirmed_at: null })]);
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
    const sameCategory = written.filter((post) => post !== article && post.data.category === article.data.category);
    await expect(related).toHaveCount(article.data.related ? 2 : Math.min(2, sameCategory.length));
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

  test('a post with three or more sections has contents linking to its headings, sticky beside it on wide screens', async ({ page }) => {
    for (const post of written) {
      await page.goto(postPath(post.slug));
      const sections = await page.locator('.prose h2').count();
      const contents = page.getByRole('navigation', { name: 'On this page' });
      if (sections < MIN_SECTIONS_FOR_CONTENTS) {
        await expect(contents, post.slug).toHaveCount(0);
        continue;
      }
      await expect(contents).toBeVisible();
      await expect(contents).toHaveCSS('position', 'sticky');
      const targets = await contents.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(targets.length, post.slug).toBe(await page.locator('.prose :is(h2, h3)').count());
      for (const target of targets) await expect(page.locator(`[id="${target.slice(1)}"]`), `${post.slug} ${target}`).toHaveCount(1);
    }
  });

  test('each written post links the newer and older written posts', async ({ page }) => {
    // `written` is newest first, as the site orders it.
    for (const [index, post] of written.entries()) {
      await page.goto(postPath(post.slug));
      const more = page.getByRole('navigation', { name: 'More articles' });
      const newer = written[index - 1];
      const older = written[index + 1];
      if (newer) await expect(more.locator('a[rel="prev"]')).toHaveAttribute('href', postPath(newer.slug));
      else await expect(more.locator('a[rel="prev"]')).toHaveCount(0);
      if (older) await expect(more.locator('a[rel="next"]')).toHaveAttribute('href', postPath(older.slug));
      else await expect(more.locator('a[rel="next"]')).toHaveCount(0);
    }
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
    await expect(page).toHaveTitle(/^Coming Soon \| /);
  });

  test('any other unknown path answers 404 with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  test('the RSS feed lists the written articles only', async ({ request }) => {
    const feed = await (await request.get('/rss.xml')).text();
    expect(feed.match(/<item>/g) ?? []).toHaveLength(written.length);
    for (const post of written) expect(feed).toContain(`${postPath(post.slug)}</link>`);
    for (const post of unwritten) expect(feed).not.toContain(`${postPath(post.slug)}</link>`);
    expect(feed.match(/<atom:updated>/g) ?? []).toHaveLength(written.filter((post) => post.data.updated).length);
  });

  test('the sitemap lists articles, each last modified on its updated or publication day, but not Coming Soon pages', async ({
    request,
  }) => {
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

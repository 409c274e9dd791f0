import { expect, test } from '@playwright/test';
import { messages } from '../../src/site';
import { ownerRows, uniqueEmail } from './backend';
import { alertAfterClicking, expectNoAxeViolations, waitForIsland } from './helpers';

const CATEGORY_COUNTS: Record<string, number> = {
  'All Posts': 26,
  'Industry Insights': 4,
  Technology: 4,
  'Case Studies': 4,
  Integrations: 4,
  Compliance: 3,
  Features: 4,
  Business: 3,
  Security: 0,
};

const cards = (page: import('@playwright/test').Page) => page.locator('section[aria-labelledby="all-posts-title"] article');

test.describe('blog index', () => {
  test('shows the featured post, the filters, 26 cards and the newsletter form', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: /The Future of AI Customer Service in 2025/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filter posts by category' }).getByRole('button')).toHaveText(
      Object.keys(CATEGORY_COUNTS),
    );
    await expect(cards(page)).toHaveCount(26);
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
    await expect(page.getByText(messages.blogEmptyCategory)).toBeVisible();
  });

  test('the category lives in the URL: shared links, back and forward keep it', async ({ page }) => {
    await page.goto('/blog?category=Compliance');
    await waitForIsland(page, 'BlogBrowser');
    await expect(cards(page)).toHaveCount(3);

    await page.getByRole('button', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/blog\?category=Case\+Studies$/);
    await expect(cards(page)).toHaveCount(4);
    await page.goBack();
    await expect(page).toHaveURL(/category=Compliance$/);
    await expect(cards(page)).toHaveCount(3);
    await page.goForward();
    await expect(cards(page)).toHaveCount(4);
    await page.getByRole('button', { name: 'All Posts' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('without JavaScript every post is visible', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blog?category=Security');
    await expect(cards(page)).toHaveCount(26);
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
  test('an article has its parts: back link, meta, hero, body, share row, related posts, structured data', async ({ page }) => {
    await page.goto('/blog/ecommerce-success-case-study');
    await expect(page.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('h1')).toHaveText(/E-commerce Success Story/);
    await expect(page.locator('article header')).toContainText('Jan 9, 2025');
    await expect(page.locator('article header')).toContainText('6 min read');
    await expect(page.locator('article > img')).toHaveAttribute('alt', /.+/);
    expect(await page.locator('.prose h2').count()).toBeGreaterThan(2);
    for (const network of ['LinkedIn', 'Twitter', 'Facebook']) {
      const link = page.getByRole('link', { name: new RegExp(`^${network}`) });
      await expect(link).toHaveAttribute('href', /^https:\/\/(www\.linkedin\.com|twitter\.com|www\.facebook\.com)\//);
      await expect(link).toHaveAttribute('href', /ecommerce-success-case-study/);
    }
    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('listitem');
    await expect(related).toHaveCount(2);
    await expect(related.first().getByRole('link')).toHaveAttribute('href', /^\/blog\/[\w-]+$/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: expect.stringContaining('E-commerce'), datePublished: '2025-01-09T00:00:00.000Z' });
  });

  test('the four case studies show the spec’s dates and reading times', async ({ page }) => {
    const expected = {
      'ecommerce-success-case-study': ['Jan 9, 2025', '6 min read'],
      'healthcare-ai-scaling-case-study': ['Jan 6, 2025', '8 min read'],
      'financial-services-ai-compliance': ['Jan 3, 2025', '7 min read'],
      'saas-startup-ai-implementation': ['Dec 30, 2024', '5 min read'],
    };
    for (const [slug, [date, minutes]] of Object.entries(expected)) {
      await page.goto(`/blog/${slug}`);
      await expect(page.locator('article header')).toContainText(date!);
      await expect(page.locator('article header')).toContainText(minutes!);
    }
  });

  test('a listed post without a body shows Coming Soon with its title, not indexed', async ({ page }) => {
    await page.goto('/blog/gdpr-compliance-ai-customer-service');
    await expect(page.locator('h1')).toHaveText('Coming Soon');
    await expect(page.locator('[data-coming-soon-title]')).toHaveText('GDPR Compliance for AI Customer Service');
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
    expect(feed.match(/<item>/g)).toHaveLength(10);
    expect(feed).toContain('/blog/ecommerce-success-case-study');
    expect(feed).not.toContain('/blog/gdpr-compliance-ai-customer-service');
  });

  test('the sitemap lists articles but not Coming Soon pages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('/blog/ecommerce-success-case-study</loc>');
    expect(sitemap).not.toContain('/blog/gdpr-compliance-ai-customer-service</loc>');
    expect(sitemap).not.toContain('/blog/coming-soon</loc>');
    expect(sitemap).not.toContain('/404');
  });

  test('an article has no accessibility violations', async ({ page }) => {
    await page.goto('/blog/future-ai-customer-service-2025');
    await expectNoAxeViolations(page);
  });
});

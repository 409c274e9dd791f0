import { expect, test, type Page } from '@playwright/test';
import { heroTaglines, homeStatistics, site, trustedBy } from '../../src/site';
import { advanceClock, expectNoAxeViolations, waitForIsland } from './helpers';

const typed = (page: Page) => page.locator('[data-typed-text]');

/** Opens the home page with the clock stopped, so every timer runs only when a test says. */
async function openWithPausedClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
  await page.goto('/');
}

test.describe('home page', () => {
  test('the server HTML already shows the brand, the statistics and the first testimonial', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`data-typed-text[^>]*>${site.name}<`));
    for (const statistic of homeStatistics) expect(html).toContain(`>${statistic.value}<`);
    expect(html).toContain('Maria Petrova');
  });

  test('has the six feature cards, four steps and five companies', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: /Everything your customers need/ }).getByRole('link');
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/chat-assistants',
      '/phone-agents',
      '/integrations',
      '/integrations',
      '/analytics',
      '/security',
    ]);
    await expect(page.locator('#how-it-works h3')).toHaveText([
      'Step 1: Easy Setup',
      'Step 2: AI Training',
      'Step 3: Performance Monitoring',
      'Step 4: Scale & Optimize',
    ]);
    await expect(page.getByRole('region', { name: /Trusted by/ }).getByRole('listitem')).toHaveText([...trustedBy]);
    await expect(page.getByRole('link', { name: 'Schedule Demo' }).nth(1)).toHaveAttribute('href', '/contact');
  });

  test('the hero types the brand and the five taglines on the spec’s timings, forever', async ({ page }) => {
    // A full cycle is about 80 s of page time, moved one character at a time.
    test.setTimeout(120_000);
    await openWithPausedClock(page);
    await waitForIsland(page, 'TypingTitle');
    const brand = site.name;
    await expect(typed(page)).toHaveText(brand);

    // The brand holds 10 s, then loses a character every 150 ms.
    await advanceClock(page, 9_950, 9_950);
    await expect(typed(page)).toHaveText(brand);
    await advanceClock(page, 50);
    await expect(typed(page)).toHaveText(brand.slice(0, -1));
    await advanceClock(page, 150 * (brand.length - 1), 150);
    await expect(typed(page)).toHaveText('');

    for (const tagline of heroTaglines) {
      // 500 ms after the title empties, the tagline types at 150 ms a character.
      await advanceClock(page, 450, 450);
      await expect(typed(page)).toHaveText('');
      await advanceClock(page, 50);
      await expect(typed(page)).toHaveText(tagline.slice(0, 1));
      await advanceClock(page, 150, 150);
      await expect(typed(page)).toHaveText(tagline.slice(0, 2));
      await advanceClock(page, 150 * (tagline.length - 2), 150);
      await expect(typed(page)).toHaveText(tagline);
      // Held 7 s, then deleted at 100 ms a character.
      await advanceClock(page, 6_950, 6_950);
      await expect(typed(page)).toHaveText(tagline);
      await advanceClock(page, 50);
      await expect(typed(page)).toHaveText(tagline.slice(0, -1));
      await advanceClock(page, 100 * (tagline.length - 1), 100);
      await expect(typed(page)).toHaveText('');
    }

    // Back to the brand, typed at 200 ms a character.
    await advanceClock(page, 500, 500);
    await expect(typed(page)).toHaveText(brand.slice(0, 1));
    await advanceClock(page, 200, 200);
    await expect(typed(page)).toHaveText(brand.slice(0, 2));
    await advanceClock(page, 200 * (brand.length - 2), 200);
    await expect(typed(page)).toHaveText(brand);
  });

  test('typing never moves the content below the heading', async ({ page }) => {
    await openWithPausedClock(page);
    await waitForIsland(page, 'TypingTitle');
    const lead = page.locator('#hero-title + p');
    const before = await lead.boundingBox();
    await advanceClock(page, 10_000, 10_000);
    await advanceClock(page, 150 * site.name.length + 500 + 150 * 5);
    expect(await typed(page).textContent()).not.toBe(site.name);
    expect(await lead.boundingBox()).toEqual(before);
  });

  test('the carousel advances every 5 s, wraps, and follows its buttons and dots', async ({ page }) => {
    await openWithPausedClock(page);
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await waitForIsland(page, 'TestimonialCarousel');
    const slide = carousel.getByRole('group');
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');

    await advanceClock(page, 4_950, 4_950);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await advanceClock(page, 50);
    await expect(slide).toHaveAttribute('aria-label', '2 of 3');
    await advanceClock(page, 10_000, 5_000);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', '3 of 3');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await carousel.getByRole('button', { name: /Show testimonial 2/ }).click();
    await expect(slide).toHaveAttribute('aria-label', '2 of 3');
    await expect(slide).toContainText('Daniel Brooks');
  });

  test('the carousel pauses while hovered', async ({ page }) => {
    await openWithPausedClock(page);
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'TestimonialCarousel');
    await carousel.hover();
    await advanceClock(page, 15_000, 5_000);
    await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '1 of 3');
    await page.mouse.move(0, 0);
    await advanceClock(page, 5_000, 5_000);
    await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '2 of 3');
  });

  test('the statistics count up in 50 steps over 2 s once 30% visible, 200 ms apart', async ({ page }) => {
    await openWithPausedClock(page);
    const counters = page.locator('[data-counter]');
    await page.locator('#statistics-title').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'StatisticCounters');
    await expect(counters).toHaveText(['0.0%', '0M+', '0+', '0.0s']);

    await page.locator('dl').scrollIntoViewIfNeeded();
    await advanceClock(page, 40, 40);
    await expect(counters).toHaveText(['2.0%', '0M+', '0+', '0.0s']);
    await advanceClock(page, 200, 200);
    await expect(counters).toHaveText(['12.0%', '1M+', '0+', '0.0s']);
    await advanceClock(page, 1_760, 1_760);
    await expect(counters).toHaveText(['99.9%', '45M+', '160+', '0.4s'].map((value, card) => (card === 3 ? /0\.[34]s/ : value)));
    await advanceClock(page, 600, 600);
    await expect(counters).toHaveText(homeStatistics.map((statistic) => statistic.value));
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});

test.describe('home page with reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('shows the brand, final statistics and a still carousel', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithPausedClock(page);
    await waitForIsland(page, 'TypingTitle');
    await page.locator('dl').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'StatisticCounters');
    await page.getByRole('region', { name: 'Customer testimonials' }).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'TestimonialCarousel');
    await page.mouse.move(0, 0);

    await expect(page.locator('[data-counter]')).toHaveText(homeStatistics.map((statistic) => statistic.value));
    await advanceClock(page, 20_000, 500);
    await expect(typed(page)).toHaveText(site.name);
    await expect(page.locator('[data-counter]')).toHaveText(homeStatistics.map((statistic) => statistic.value));
    await expect(page.getByRole('region', { name: 'Customer testimonials' }).getByRole('group')).toHaveAttribute(
      'aria-label',
      '1 of 3',
    );
  });
});

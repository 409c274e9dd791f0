import { expect, test, type Page } from '@playwright/test';
import { site, trustedBy } from '../../src/site';
import { en } from '../../src/i18n/en';
import { advanceClock, EARLY_MS, expectNoAxeViolations, pauseClock, untilHeroTitleChanges, waitForIsland } from './helpers';
import { homeStatistics, motion } from '../spec-facts';
import testimonials from '../../src/content/testimonials.json' with { type: 'json' };

/** The testimonials' names in the carousel's order, as the content file has them today. */
const testimonialNames = testimonials.toSorted((a, b) => a.order - b.order).map((testimonial) => testimonial.name);

const typed = (page: Page) => page.locator('[data-typed-text]');
const { brandTypeMs, brandDeleteMs, taglineTypeMs, taglineHoldMs, taglineDeleteMs, gapMs } = motion.typing;
const { carouselIntervalMs } = motion;

/** The home page's carousel, hydrated, with the clock paused and the mouse away from it. */
async function openCarousel(page: Page) {
  await openWithPausedClock(page);
  const carousel = page.getByRole('region', { name: 'Customer testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await waitForIsland(page, 'TestimonialCarousel');
  return { carousel, slide: carousel.getByRole('group') };
}

/** Opens the home page with the clock stopped, so every timer runs only when a test says. */
async function openWithPausedClock(page: Page) {
  await pauseClock(page);
  await page.goto('/');
}

test.describe('home page', () => {
  test('the server HTML already shows the brand, the statistics and the first testimonial', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(new RegExp(`data-typed-text[^>]*>${site.name}<`));
    for (const statistic of homeStatistics) expect(html).toContain(`>${statistic}<`);
    expect(html).toContain(testimonialNames[0]!);
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

  test('the hero types the brand and the taglines on the spec’s timings, forever', async ({ page }) => {
    // A full cycle is about 80 s of page time, moved one character at a time.
    test.setTimeout(120_000);
    await openWithPausedClock(page);
    const brand = site.name;
    await expect(typed(page)).toHaveText(brand);

    // The brand holds from when the page opened, then loses a character at a time.
    await untilHeroTitleChanges(page);
    await expect(typed(page)).toHaveText(brand);
    await advanceClock(page, EARLY_MS);
    await expect(typed(page)).toHaveText(brand.slice(0, -1));
    await advanceClock(page, brandDeleteMs * (brand.length - 1), brandDeleteMs);
    await expect(typed(page)).toHaveText('');

    for (const tagline of en.home.hero.taglines) {
      // A gap after the title empties, then the tagline types a character at a time.
      await advanceClock(page, gapMs - EARLY_MS, gapMs - EARLY_MS);
      await expect(typed(page)).toHaveText('');
      await advanceClock(page, EARLY_MS);
      await expect(typed(page)).toHaveText(tagline.slice(0, 1));
      await advanceClock(page, taglineTypeMs, taglineTypeMs);
      await expect(typed(page)).toHaveText(tagline.slice(0, 2));
      await advanceClock(page, taglineTypeMs * (tagline.length - 2), taglineTypeMs);
      await expect(typed(page)).toHaveText(tagline);
      // Held, then deleted a character at a time.
      await advanceClock(page, taglineHoldMs - EARLY_MS, taglineHoldMs - EARLY_MS);
      await expect(typed(page)).toHaveText(tagline);
      await advanceClock(page, EARLY_MS);
      await expect(typed(page)).toHaveText(tagline.slice(0, -1));
      await advanceClock(page, taglineDeleteMs * (tagline.length - 1), taglineDeleteMs);
      await expect(typed(page)).toHaveText('');
    }

    // Back to the brand, typed at its own pace.
    await advanceClock(page, gapMs, gapMs);
    await expect(typed(page)).toHaveText(brand.slice(0, 1));
    await advanceClock(page, brandTypeMs, brandTypeMs);
    await expect(typed(page)).toHaveText(brand.slice(0, 2));
    await advanceClock(page, brandTypeMs * (brand.length - 2), brandTypeMs);
    await expect(typed(page)).toHaveText(brand);
  });

  test('the hero title’s code, React with it, is fetched only as its first change nears, not while the page loads', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openWithPausedClock(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.includes('TypingTitle'))).toEqual([]);

    await untilHeroTitleChanges(page);
    expect(scripts.filter((path) => path.includes('TypingTitle'))).toHaveLength(1);
  });

  test('typing never moves the content below the heading', async ({ page }) => {
    await openWithPausedClock(page);
    const lead = page.locator('#hero-title + p');
    const before = await lead.boundingBox();
    await untilHeroTitleChanges(page);
    await advanceClock(page, EARLY_MS);
    await advanceClock(page, brandDeleteMs * site.name.length + gapMs + taglineTypeMs * 5);
    expect(await typed(page).textContent()).not.toBe(site.name);
    expect(await lead.boundingBox()).toEqual(before);
  });

  test('a change of testimonial never moves what is below it, even on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { carousel, slide } = await openCarousel(page);
    const count = Number((await slide.getAttribute('aria-label'))!.split(' of ')[1]);
    const controls = carousel.getByRole('button', { name: 'Next testimonial' });
    const before = await controls.boundingBox();
    // Every testimonial in turn, and back to the first.
    for (let shown = 2; shown <= count + 1; shown++) {
      const label = `${shown > count ? 1 : shown} of ${count}`;
      await advanceClock(page, carouselIntervalMs, carouselIntervalMs);
      await expect(slide).toHaveAttribute('aria-label', label);
      expect(await controls.boundingBox(), label).toEqual(before);
    }
  });

  test('the carousel advances on the spec’s interval, wraps, and follows its buttons and dots', async ({ page }) => {
    const { carousel, slide } = await openCarousel(page);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');

    await advanceClock(page, carouselIntervalMs - EARLY_MS, carouselIntervalMs - EARLY_MS);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await advanceClock(page, EARLY_MS);
    await expect(slide).toHaveAttribute('aria-label', '2 of 3');
    await advanceClock(page, 2 * carouselIntervalMs, carouselIntervalMs);
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', '3 of 3');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).toHaveAttribute('aria-label', '1 of 3');
    await carousel.getByRole('button', { name: /Show testimonial 2/ }).click();
    await expect(slide).toHaveAttribute('aria-label', '2 of 3');
    await expect(slide).toContainText(testimonialNames[1]!);
  });

  test('the carousel pauses while hovered', async ({ page }) => {
    await openWithPausedClock(page);
    const carousel = page.getByRole('region', { name: 'Customer testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    await waitForIsland(page, 'TestimonialCarousel');
    await carousel.hover();
    await advanceClock(page, 3 * carouselIntervalMs, carouselIntervalMs);
    await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '1 of 3');
    await page.mouse.move(0, 0);
    await advanceClock(page, carouselIntervalMs, carouselIntervalMs);
    await expect(carousel.getByRole('group')).toHaveAttribute('aria-label', '2 of 3');
  });

  test('the statistics count up in the spec’s steps and time once visible, staggered', async ({ page }) => {
    const { durationMs, steps, staggerMs } = motion.counters;
    const stepMs = durationMs / steps;
    await openWithPausedClock(page);
    const counters = page.locator('[data-counter]');
    await page.locator('#statistics-title').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'StatisticCounters');
    await expect(counters).toHaveText(['0.0%', '0M+', '0+', '0.0s']);

    await page.locator('dl').scrollIntoViewIfNeeded();
    // One step of the first card; then the second starts; then the first is done and the rest
    // are one, two and three staggers behind.
    await advanceClock(page, stepMs, stepMs);
    await expect(counters).toHaveText(['2.0%', '0M+', '0+', '0.0s']);
    await advanceClock(page, staggerMs, staggerMs);
    await expect(counters).toHaveText(['12.0%', '1M+', '0+', '0.0s']);
    await advanceClock(page, durationMs - stepMs - staggerMs, durationMs - stepMs - staggerMs);
    await expect(counters).toHaveText(['99.9%', '45M+', '160+', '0.4s'].map((value, card) => (card === 3 ? /0\.[34]s/ : value)));
    await advanceClock(page, 3 * staggerMs, 3 * staggerMs);
    await expect(counters).toHaveText(homeStatistics);
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
    await untilHeroTitleChanges(page);
    await page.locator('dl').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'StatisticCounters');
    await page.getByRole('region', { name: 'Customer testimonials' }).scrollIntoViewIfNeeded();
    await waitForIsland(page, 'TestimonialCarousel');
    await page.mouse.move(0, 0);

    await expect(page.locator('[data-counter]')).toHaveText(homeStatistics);
    await advanceClock(page, 20_000, 500);
    await expect(typed(page)).toHaveText(site.name);
    await expect(page.locator('[data-counter]')).toHaveText(homeStatistics);
    await expect(page.getByRole('region', { name: 'Customer testimonials' }).getByRole('group')).toHaveAttribute('aria-label', '1 of 3');
  });
});

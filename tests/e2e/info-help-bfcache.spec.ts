import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/dev/chromium.mjs';
import { injectedScript, openHelp, pauseClock, widgetBox } from './helpers';
import { helpCentre } from '../spec-facts';

const { injectDelayMs } = helpCentre.widget;

// Playwright turns the back/forward cache off by default; this file's browser keeps it on, so
// leaving /help and coming back is the real thing, not a synthetic event.
test.use({
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

test('leaving /help removes the widget; coming back from the cache injects it again after the spec’s delay', async ({ page }) => {
  await pauseClock(page);
  await openHelp(page, 'configured');
  await page.clock.runFor(injectDelayMs);
  await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(1);
  await page.evaluate(() => {
    const state = window as unknown as { restored: boolean };
    state.restored = false;
    window.addEventListener('pageshow', (event) => {
      state.restored = event.persisted;
    });
  });

  await page.goto('/about');
  // A page restored from the cache fires no load event, so wait only for the navigation itself.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/help$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { restored: boolean }).restored)).toBe(true);

  // Restored as it was left, without the widget, until the delay has passed again.
  await expect(injectedScript(page)).toHaveCount(0);
  await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(0);
  await page.clock.runFor(injectDelayMs);
  await expect(injectedScript(page)).toHaveCount(1);
  await expect(widgetBox(page).locator('[data-test-widget]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { helpWidgetRuns: number }).helpWidgetRuns)).toBe(2);
});

// The dark theme: every page template passes axe in it, contrast included; a choice stored on this
// device beats the system's preference from the first frame; and the header's control works from
// the keyboard and in the mobile menu, remembering the choice without a cookie.
import { expect, test, type Page } from '@playwright/test';
import { templateRoutes } from '../../scripts/audits/template-routes.mjs';
import { THEME_STORED, type Theme } from '../../src/lib/theme/theme';
import { en } from '../../src/i18n/en';

const themeLabels = en.shell.theme;
import { banner, expectNoAxeViolations, waitForIsland } from './helpers';

declare global {
  interface Window {
    /** How light the page's background is: 0 black, 1 white. */
    bodyLightness: () => number;
    /** What the page's first frame showed. */
    firstFrame?: { theme?: string; lightness: number };
  }
}

// Before the page's own scripts, on every page a test opens.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.bodyLightness = () => {
      // The computed colour is whatever notation the stylesheet used; a canvas turns it into RGB.
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      context.fillStyle = getComputedStyle(document.body).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
      return (0.2126 * red! + 0.7152 * green! + 0.0722 * blue!) / 255;
    };
    // A frame's callbacks run just before it is painted: the first one sees what the first paint shows.
    requestAnimationFrame(() => {
      window.firstFrame = { theme: document.documentElement.dataset.theme, lightness: window.bodyLightness() };
    });
  });
});

const themeControl = (page: Page) => page.getByRole('combobox', { name: themeLabels.control });
const shown = (page: Page): Promise<Theme> => page.evaluate(() => (window.bodyLightness() < 0.5 ? 'dark' : 'light'));
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORED);

test.describe('in the dark theme', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ colorScheme: 'dark' }));

  for (const route of templateRoutes()) {
    test(`${route} has no accessibility violations`, async ({ page }) => {
      await page.goto(route);
      expect(await shown(page)).toBe('dark');
      await expectNoAxeViolations(page);
    });
  }

  test('the search dialog and its results have no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox').fill('Documentation');
    await expect(dialog.locator('a[href="/documentation"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a form’s error and success banners have no accessibility violations', async ({ page }) => {
    // The backend's answers are made up here: nothing is stored.
    let status = 500;
    await page.route('**/rest/v1/**', (route) => route.fulfill({ status, json: status === 500 ? { message: 'Internal error' } : [] }));
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await page.getByLabel('Name *').fill('Ana Petrova');
    await page.getByLabel('Email *').fill('ana@example.com');
    await page.getByLabel('Message *').fill('We would like a phone agent for our clinics.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'error')).toBeVisible();
    await expectNoAxeViolations(page);

    status = 201;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'success')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('a choice stored on this device', () => {
  const cases = [
    { system: 'light', choice: 'dark' },
    { system: 'dark', choice: 'light' },
    { system: 'dark', choice: undefined },
  ] as const;
  for (const { system, choice } of cases) {
    test(`${choice ?? 'none'}, with the system preferring ${system}: the first frame is ${choice ?? system}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      if (choice) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORED, choice]);
      await page.goto('/about');
      const firstFrame = (await (await page.waitForFunction(() => window.firstFrame)).jsonValue())!;
      const theme = choice ?? system;
      expect(firstFrame).toEqual({ theme: choice, lightness: expect.any(Number) });
      expect(firstFrame.lightness < 0.5 ? 'dark' : 'light').toBe(theme);
      // Form controls and scroll bars follow too, and the control shows the choice.
      await expect(page.locator('html')).toHaveCSS('color-scheme', theme);
      await expect(themeControl(page)).toHaveValue(choice ?? 'system');
    });
  }

  test('the browser colours its frame for either theme', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
    const themeColors = page.locator('meta[name="theme-color"]');
    await expect(themeColors).toHaveCount(2);
    for (const [index, theme] of ['light', 'dark'].entries()) {
      await expect(themeColors.nth(index)).toHaveAttribute('media', `(prefers-color-scheme: ${theme})`);
    }
  });
});

test.describe('the theme control', () => {
  test('is reached with Tab, chooses with the arrow keys, and remembers the choice in local storage, with no cookie', async ({
    page,
    context,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const control = themeControl(page);
    await expect(control).toHaveValue('system');
    // In the tab order after the search, with at most a few of the bar's other controls between.
    await page.getByRole('button', { name: 'Search' }).focus();
    const focused = () => control.evaluate((select) => select === document.activeElement);
    for (let presses = 0; presses < 4 && !(await focused()); presses++) await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
    // The select itself is transparent over its icon: the round frame shows the focus.
    await expect(page.locator('theme-control', { has: control })).toHaveCSS('outline-style', 'solid');

    await page.keyboard.press('ArrowUp');
    await expect(control).toHaveValue('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await shown(page)).toBe('dark');
    expect(await stored(page)).toBe('dark');
    expect(await context.cookies()).toEqual([]);

    await page.goto('/contact');
    await expect(themeControl(page)).toHaveValue('dark');
    expect(await shown(page)).toBe('dark');

    await themeControl(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(themeControl(page)).toHaveValue('system');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await shown(page)).toBe('light');
    expect(await stored(page)).toBeNull();
    expect(await context.cookies()).toEqual([]);
  });

  test('a choice made in one tab shows in the others', async ({ context }) => {
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto('/about');
    await second.goto('/contact');
    await themeControl(first).selectOption('dark');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(themeControl(second)).toHaveValue('dark');
  });

  test.describe('in the mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('is offered there, labelled, and chooses the theme', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/about');
      await page.getByRole('button', { name: 'Menu' }).click();
      const control = page.locator('#mobile-menu').getByLabel(themeLabels.control);
      await expect(control).toBeVisible();
      await expect(themeControl(page)).toHaveCount(1);
      await expectNoAxeViolations(page);

      await control.selectOption({ label: themeLabels.light });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await shown(page)).toBe('light');
      expect(await stored(page)).toBe('light');
      await expect(page.locator('#mobile-menu')).toBeVisible();
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages follow the system’s preference, and the control, which could not work, is not shown', async ({ page }) => {
    const backgrounds: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/about');
      await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
      backgrounds.push(await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor));
      await expect(page.locator('theme-control').first()).toBeHidden();
    }
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
  });
});

import { expect, test } from '@playwright/test';
import { footerBottomLinks, footerNav, pages, primaryNav, site } from '../../src/site';
import { en } from '../../src/i18n/en';
import { motion } from '../spec-facts';

test.describe('shell links', () => {
  test('every header and footer link resolves', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('site-header a[href], footer a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(15);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('the header holds the menu, the highlighted security link and Schedule Demo', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const key of [...primaryNav.before, ...primaryNav.after]) {
      await expect(nav.getByRole('link', { name: en.shell.pages[key], exact: true })).toHaveAttribute('href', pages[key].href);
    }
    await expect(nav.getByRole('button', { name: en.shell.products })).toBeVisible();
    await expect(nav.getByRole('link', { name: en.shell.pages.security })).toHaveAttribute('href', '/security');
    await expect(nav.getByRole('link', { name: en.shell.scheduleDemo })).toHaveAttribute('href', '/contact');
  });

  test('the footer lists the spec’s groups and bottom row, copyright 2025', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const expected = {
      Products: ['/chat-assistants', '/phone-agents', '/integrations', '/analytics'],
      Company: ['/about', '/careers', '/blog', '/contact'],
      Support: ['/help', '/documentation', '/privacy', '/terms'],
    };
    for (const group of Object.keys(footerNav) as (keyof typeof footerNav)[]) {
      const title = en.shell.footerGroups[group];
      const hrefs = await footer
        .getByRole('navigation', { name: title })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expected[title as keyof typeof expected]);
    }
    const bottom = await footer
      .getByRole('navigation', { name: 'Legal and service' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(bottom).toEqual(['/security', '/status', '/api']);
    expect(footerBottomLinks).toHaveLength(3);
    await expect(footer).toContainText(`© 2025 ${site.name}`);
  });

  test('every page has the shared live region for announcements', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('body > [role="status"][aria-live="polite"]')).toHaveCount(1);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('a new page opens at the top', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('header behaviour', () => {
  test('turns opaque past the spec’s scroll threshold and transparent again above it', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('site-header');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(header).toHaveAttribute('data-opaque', 'false');
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    const threshold = motion.headerOpaqueAfterPx;
    await page.evaluate((y) => window.scrollTo(0, y), threshold);
    await expect(header).toHaveAttribute('data-opaque', 'false');
    await page.evaluate((y) => window.scrollTo(0, y), threshold + 1);
    await expect(header).toHaveAttribute('data-opaque', 'true');
    expect(await background()).not.toBe('rgba(0, 0, 0, 0)');

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute('data-opaque', 'false');
  });

  test('the Products dropdown opens and closes with the mouse and the keyboard', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Products' });
    const menu = page.locator('#products-menu');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['Chat Assistants', 'Phone Agents', 'Analytics', 'Integrations']);
    await page.locator('h1').click();
    await expect(menu).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Chat Assistants' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Products dropdown works by touch', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Products' }).tap();
    await expect(page.locator('#products-menu')).toBeVisible();
    await page.getByRole('link', { name: 'Analytics' }).first().tap();
    await expect(page).toHaveURL(/\/analytics$/);
    await context.close();
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes with its toggle and on Escape', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();

    const [openIcon, closeIcon] = [toggle.locator('path').first(), toggle.locator('path').last()];
    await expect(openIcon).toBeVisible();
    await expect(closeIcon).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(openIcon).toBeHidden();
    await expect(closeIcon).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('keeps the header opaque at the top of the page while open, and closes on a tap outside it', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('site-header');
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgba(0, 0, 0, 0)');

    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(header).toHaveAttribute('data-opaque', 'false');
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');

    const menuBottom = (await page.locator('#mobile-menu').boundingBox())!;
    await page.mouse.click(20, menuBottom.y + menuBottom.height + 20);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

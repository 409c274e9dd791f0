import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoFramework } from './helpers';

test.describe('about page', () => {
  test('has the hero, mission, vision, values, team and a closing call to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h2')).toContainText(['Our Mission', 'Our Vision', 'Our Values', 'Our Team']);
    await expect(page.getByRole('region', { name: 'Our Values' }).locator('h3')).toHaveText([
      'Human-Centric',
      'Excellence',
      'Global Impact',
    ]);
    await expect(page.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute('href', '/careers');
    await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
  });

  test('loads no JavaScript framework', async ({ page }) => {
    await expectNoFramework(page, '/about');
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/about');
    await expectNoAxeViolations(page);
  });
});

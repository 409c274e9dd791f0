import { expect, test } from '@playwright/test';
import { alertAfterClicking, expectNoAxeViolations, ownerRows, pauseClock, uniqueEmail, waitForIsland } from './helpers';
import { confirmations, messages, subscriptionDefaults } from '../spec-facts';

interface StatusRow {
  email: string;
  list: string;
  confirmed_at: string | null;
  incidents: boolean;
  maintenance: boolean;
  resolutions: boolean;
  performance: boolean;
}

test.describe('status updates', () => {
  test('links back to /status and says performance reports are weekly', async ({ page }) => {
    await page.goto('/status-updates');
    await expect(page.getByRole('link', { name: /Back to System Status/ }).first()).toHaveAttribute('href', '/status');
    await expect(page.getByRole('heading', { name: 'Why Subscribe' })).toBeVisible();
    await expect(page.getByText(/Performance reports are sent weekly/)).toBeVisible();
  });

  test('an empty email gets the alert and nothing is sent', async ({ page }) => {
    await page.goto('/status-updates');
    await waitForIsland(page, 'StatusSubscriptionForm');
    let requests = 0;
    page.on('request', (request) => {
      if (/\/(rest|functions)\/v1\//.test(request.url())) requests++;
    });
    expect(await alertAfterClicking(page, page.getByRole('button', { name: 'Subscribe to Updates' }))).toBe(
      `alert: ${messages.statusEmptyEmail}`,
    );
    expect(requests).toBe(0);
  });

  test('a subscription is stored pending, the success screen asks to confirm for the spec’s time, then the defaults return', async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto('/status-updates');
    await waitForIsland(page, 'StatusSubscriptionForm');
    const email = uniqueEmail('status');
    await page.getByLabel('Email address *').fill(email);
    await page.getByRole('checkbox', { name: /Performance reports/ }).check();
    await page.getByRole('button', { name: 'Subscribe to Updates' }).click();

    await expect(page.locator('[data-subscribed]')).toBeVisible();
    await expect(page.locator('[data-subscribed]')).toContainText('Check your inbox to confirm');
    await expect(page.locator('[data-subscribed]').getByRole('link', { name: 'Back to System Status' })).toHaveAttribute('href', '/status');
    const row = (await ownerRows<StatusRow>('subscriptions')).find((row) => row.email === email);
    expect(row).toMatchObject({ ...subscriptionDefaults, performance: true, list: 'status', confirmed_at: null });

    await page.clock.runFor(confirmations.subscriptionConfirmationMs - 1);
    await expect(page.locator('[data-subscribed]')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByLabel('Email address *')).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /Performance reports/ })).toBeChecked({ checked: subscriptionDefaults.performance });
    await expect(page.getByRole('checkbox', { name: /Incidents/ })).toBeChecked({ checked: subscriptionDefaults.incidents });
  });

  test('subscribing twice with the same address is not an error', async ({ page }) => {
    const email = uniqueEmail('twice');
    await pauseClock(page);
    await page.goto('/status-updates');
    await waitForIsland(page, 'StatusSubscriptionForm');
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.getByLabel('Email address *').fill(email);
      await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
      await expect(page.locator('[data-subscribed]')).toBeVisible();
      await page.clock.runFor(confirmations.subscriptionConfirmationMs);
      await expect(page.getByLabel('Email address *')).toBeVisible();
    }
    expect((await ownerRows<StatusRow>('subscriptions')).filter((row) => row.email === email)).toHaveLength(1);
  });

  test('/status-updates has no accessibility violations', async ({ page }) => {
    await page.goto('/status-updates');
    await waitForIsland(page, 'StatusSubscriptionForm');
    await expectNoAxeViolations(page);
  });
});

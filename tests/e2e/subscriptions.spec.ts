import { expect, test, type Page } from '@playwright/test';
import { emailsTo, expectNoAxeViolations, ownerRows, sitePath, uniqueEmail, waitForIsland } from './helpers';

// Double opt-in as a visitor lives it: the form, the email the local catcher keeps (npm run
// mail), the confirm and unsubscribe pages, and the subscribe function's one answer.

interface Subscription {
  email: string;
  list: string;
  confirmed_at: string | null;
}

const subscriptionOf = async (email: string) => (await ownerRows<Subscription>('subscriptions')).find((row) => row.email === email);

/** Subscribes on /status-updates and returns what the browser received from the function. */
async function subscribeOnStatusPage(page: Page, email: string) {
  await page.goto('/status-updates');
  await waitForIsland(page, 'StatusSubscriptionForm');
  await page.getByLabel('Email address *').fill(email);
  const answer = page.waitForResponse(
    (response) => /\/functions\/v1\/subscribe$/.test(response.url()) && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Subscribe to Updates' }).click();
  const response = await answer;
  await expect(page.locator('[data-subscribed]')).toBeVisible();
  const headers = Object.fromEntries(Object.entries(await response.allHeaders()).filter(([name]) => name !== 'date'));
  return { status: response.status(), headers, body: await response.text() };
}

async function confirmedSubscriber(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await subscribeOnStatusPage(page, email);
  const [mail] = await emailsTo(email);
  await page.goto(sitePath(mail!.links[0]));
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  return email;
}

test.describe('confirmed subscriptions', () => {
  test('subscribe → email caught → confirm link → confirmed; the link then says it was used', async ({ page }) => {
    const email = uniqueEmail('confirm');
    await subscribeOnStatusPage(page, email);
    const [mail] = await emailsTo(email);
    expect(mail!.subject).toMatch(/^Confirm your .+ status updates$/);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect((await subscriptionOf(email))?.confirmed_at).toBeNull();

    const confirmPath = sitePath(mail!.links[0]);
    expect(confirmPath).toMatch(/^\/confirm-subscription\?token=/);
    await page.goto(confirmPath);
    await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
    // The token leaves the address bar once read.
    await expect(page).toHaveURL(/\/confirm-subscription$/);
    expect((await subscriptionOf(email))?.confirmed_at).not.toBeNull();
    expect((await ownerRows<Subscription>('status_subscriptions')).map((row) => row.email)).toContain(email);

    await page.goto(confirmPath);
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  });

  test('the unsubscribe link removes the address; used again, it says so', async ({ page }) => {
    const email = await confirmedSubscriber(page, 'leave');
    const [mail] = await emailsTo(email);
    const unsubscribePath = sitePath(mail!.links.find((link) => link.includes('/unsubscribe?')));
    await page.goto(unsubscribePath);
    await expect(page.getByText('You are unsubscribed.')).toBeVisible();
    expect(await subscriptionOf(email)).toBeUndefined();
    await page.goto(unsubscribePath);
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  });

  test('a second subscribe of a confirmed address sends nothing new', async ({ page }) => {
    const email = await confirmedSubscriber(page, 'again');
    await subscribeOnStatusPage(page, email);
    // A new address subscribed after it gets its email; one for the first would have gone by then.
    const marker = uniqueEmail('marker');
    await subscribeOnStatusPage(page, marker);
    await emailsTo(marker);
    expect(await emailsTo(email)).toHaveLength(1);
  });

  test('the answer is the same for a new, an unconfirmed and a confirmed address', async ({ page }) => {
    const unconfirmed = uniqueEmail('unconfirmed');
    await subscribeOnStatusPage(page, unconfirmed);
    const confirmed = await confirmedSubscriber(page, 'existing');

    const answers = [];
    for (const email of [uniqueEmail('new'), unconfirmed, confirmed]) answers.push(await subscribeOnStatusPage(page, email));
    expect(answers[0]!.status).toBe(202);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('a link without a token, or with an unknown one, is reported as expired or used', async ({ page }) => {
    await page.goto('/confirm-subscription');
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
    await page.goto(`/unsubscribe?token=${'0'.repeat(64)}`);
    await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
  });

  for (const path of ['/confirm-subscription', '/unsubscribe']) {
    test(`${path} stays out of search results and has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('[data-outcome="invalid"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

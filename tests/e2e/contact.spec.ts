import { expect, test, type Page } from '@playwright/test';
import { site } from '../../src/site';
import { localMailSecrets } from '../../scripts/local-backend/functions';
import { banner, emailsAbout, emailsTo, expectNoAxeViolations, ownerRows, pauseClock, uniqueEmail, waitForIsland } from './helpers';
import { claims, confirmations, messages } from '../spec-facts';

interface ContactRow {
  kind: string;
  suspected_bot: boolean;
  name: string;
  email: string;
  company: string | null;
  message: string;
}

async function fillContactForm(page: Page, email: string, company = '') {
  await page.getByLabel('Name *').fill('Ana Petrova');
  await page.getByLabel('Email *').fill(email);
  await page.getByRole('textbox', { name: 'Company' }).fill(company);
  await page.getByLabel('Message *').fill('We would like a phone agent for our clinics.');
}

test.describe('contact', () => {
  test('the home page has the contact section with details and Quick Start', async ({ page }) => {
    await page.goto('/#contact');
    const section = page.locator('section#contact');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Ready to Transform Your Communication?');
    await expect(section.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    await expect(section.getByRole('link', { name: site.contact.phone })).toBeVisible();
    await expect(section).toContainText(`${site.contact.city}, ${site.contact.country}`);
    await expect(section.locator('[data-quick-start]')).toHaveText(['Schedule a Live Demo', 'Start Free Trial', 'Chat with Our AI']);
  });

  test('a Quick Start choice opens the message with it', async ({ page }) => {
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await page.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page.getByLabel('Message *')).toHaveValue(`I would like to start the ${claims.freeTrialDays}-day free trial.`);
    await expect(page.getByLabel('Message *')).toBeFocused();
  });

  test('a message is stored, the banner shows for the spec’s time and the form clears', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('contact');
    await fillContactForm(page, email);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(banner(page, 'success')).toHaveText(messages.contactSuccess);
    await expect(page.getByLabel('Name *')).toHaveValue('');
    // The live region is filled a moment later, so a repeated message is announced again.
    const announceAfterMs = 100;
    await page.clock.runFor(announceAfterMs);
    await expect(page.locator('body > [role="status"]')).toHaveText(messages.contactSuccess);
    await page.clock.runFor(confirmations.successBannerMs - announceAfterMs - 1);
    await expect(banner(page, 'success')).toBeVisible();
    await page.clock.runFor(1);
    await expect(banner(page, 'success')).toBeHidden();

    const [row] = (await ownerRows<ContactRow>('contact_submissions')).filter((row) => row.email === email);
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Ana Petrova',
      company: null,
      message: 'We would like a phone agent for our clinics.',
    });

    // The sales team is told, and the visitor answered in words that quote nothing they typed.
    const [notification] = await emailsAbout(email);
    expect(notification!.recipients).toEqual([localMailSecrets().SALES_INBOX]);
    expect(notification!.subject).toBe('Contact form: Ana Petrova');
    expect(notification!.text).toContain('We would like a phone agent for our clinics.');
    const [acknowledgement] = await emailsTo(email);
    expect(acknowledgement!.subject).toBe('We have your message — Voxa');
    expect(acknowledgement!.text).not.toContain('Ana');
    expect(acknowledgement!.text).not.toContain('clinics');
  });

  test('the home page form sends too, with the company', async ({ page }) => {
    await page.goto('/');
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('home');
    await fillContactForm(page, email, 'Medica Clinics');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'success')).toBeVisible();
    const rows = await ownerRows<ContactRow>('contact_submissions');
    expect(rows.find((row) => row.email === email)?.company).toBe('Medica Clinics');
  });

  test('with the backend unreachable, the error banner shows and nothing typed is lost', async ({ page }) => {
    await page.route('**/rest/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('offline');
    await fillContactForm(page, email, 'Acme');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(banner(page, 'error')).toHaveText(messages.contactError);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await expect(page.getByLabel('Email *')).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
    expect((await ownerRows<ContactRow>('contact_submissions')).some((row) => row.email === email)).toBe(false);
  });

  test('a backend answering 500 shows the error banner and keeps everything typed', async ({ page }) => {
    await page.route('**/rest/v1/**', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await fillContactForm(page, uniqueEmail('five-hundred'), 'Acme');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'error')).toHaveText(messages.contactError);
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
  });

  test('over the request limit, the visitor is told so and keeps everything typed', async ({ page }) => {
    // What PostgREST answers for the database's PT429 (the request_limits migration).
    await page.route('**/rest/v1/**', (route) =>
      route.fulfill({ status: 429, json: { code: 'PT429', details: null, hint: null, message: 'Too many requests from your address' } }),
    );
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('limited');
    await fillContactForm(page, email, 'Acme');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'error')).toHaveText('Too many messages from your connection; please try again in a few minutes');
    await expect(page.getByLabel('Email *')).toHaveValue(email);
    await expect(page.getByLabel('Message *')).toHaveValue('We would like a phone agent for our clinics.');
  });

  test('a post whose hidden honeypot is filled is stored flagged, and the visitor sees the usual success', async ({ page }) => {
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('honeypot');
    await fillContactForm(page, email);
    // Autofill (or a bot) fills the field people never see.
    await page.locator('#contact-form input[name="website"]').fill('https://autofilled.example', { force: true });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(banner(page, 'success')).toHaveText(messages.contactSuccess);
    const row = (await ownerRows<ContactRow>('contact_submissions')).find((candidate) => candidate.email === email);
    expect(row?.suspected_bot).toBe(true);
  });

  test('a draft survives a reload', async ({ page }) => {
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await page.getByLabel('Name *').fill('Draft Person');
    await page.getByLabel('Message *').fill('Half-written thought');
    await page.reload();
    await waitForIsland(page, 'ContactForm');
    await expect(page.getByLabel('Name *')).toHaveValue('Draft Person');
    await expect(page.getByLabel('Message *')).toHaveValue('Half-written thought');
  });

  test('the browser refuses a missing name or a malformed email before sending', async ({ page }) => {
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) sent = true;
    });
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await page.getByLabel('Email *').fill('not-an-email');
    await page.getByLabel('Message *').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Name *').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByLabel('Name *').fill('Ana');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email *').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    // The browser's own email rule takes a@b; the database does not, and neither does the form.
    await page.getByLabel('Email *').fill('a@b');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await page.getByLabel('Email *').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(sent).toBe(false);
  });

  test('/contact has no accessibility violations', async ({ page }) => {
    await page.goto('/contact');
    await waitForIsland(page, 'ContactForm');
    await expectNoAxeViolations(page);
  });
});

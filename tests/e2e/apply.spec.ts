import { expect, test, type Page } from '@playwright/test';
import { localMailSecrets } from '../../scripts/local-backend/functions';
import {
  banner,
  emailsAbout,
  emailsTo,
  expectNoAxeViolations,
  ownerFile,
  ownerRows,
  pauseClock,
  uniqueEmail,
  waitForIsland,
} from './helpers';
import { applicationForm, confirmations, messages } from '../spec-facts';

interface ApplicationRow {
  kind: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  resume_path: string | null;
}

const resumePdf = Buffer.from('%PDF-1.4\n% test resume\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function fillApplication(page: Page, email: string) {
  await page.getByLabel('First name *').fill('Elena');
  await page.getByLabel('Last name *').fill('Ivanova');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone').fill('+359 88 123 4567');
  await page.getByLabel('Location').fill('Plovdiv, Bulgaria');
  await page.getByLabel('Years of experience').selectOption('4-5');
  await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/elena');
  await page.getByLabel('Why would you like to join us?').fill('I design conversational interfaces.');
  await page.getByLabel('Resume *').setInputFiles({ name: 'elena-cv.pdf', mimeType: 'application/pdf', buffer: resumePdf });
}

test.describe('apply', () => {
  test('offers the spec’s positions, preselects the one a careers link names and promises the spec’s reply time', async ({ page }) => {
    const [position] = applicationForm.positions;
    await page.goto(`/apply?position=${encodeURIComponent(position!)}`);
    await waitForIsland(page, 'ApplicationForm');
    const options = await page
      .getByLabel('Position *')
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(options).toEqual(applicationForm.positions);
    await expect(page.getByLabel('Position *')).toHaveValue(position!);
    await expect(page.getByText(`within ${applicationForm.replyBusinessDays} business days`)).toBeVisible();
  });

  test('an application is stored with its resume, then the form resets and the banner hides after the spec’s time', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/apply?position=Product%20Designer');
    await waitForIsland(page, 'ApplicationForm');
    const email = uniqueEmail('applicant');
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(banner(page, 'success')).toHaveText(messages.applicationSuccess);
    await expect(page.getByLabel('First name *')).toHaveValue('');
    await expect(page.getByLabel('Resume *')).toHaveValue('');
    await page.clock.runFor(confirmations.successBannerMs - 1);
    await expect(banner(page, 'success')).toBeVisible();
    await page.clock.runFor(1);
    await expect(banner(page, 'success')).toBeHidden();

    const row = (await ownerRows<ApplicationRow>('contact_submissions')).find((row) => row.email === email);
    expect(row).toMatchObject({ kind: 'application', name: 'Elena Ivanova', company: 'Product Designer' });
    expect(row?.message).toContain('Position: Product Designer');
    expect(row?.message).toContain('Experience: 4-5');
    expect(row?.message).toContain('Location: Plovdiv, Bulgaria');
    expect(row?.message).toContain('Phone: +359 88 123 4567');
    expect(row?.message).toContain('LinkedIn: https://www.linkedin.com/in/elena');
    expect(row?.message).toContain('Portfolio: Not specified');
    expect(row?.message).toContain('I design conversational interfaces.');
    expect(row?.resume_path).toMatch(/^applications\/[\w-]+\/elena-cv\.pdf$/);
    expect(await ownerFile('resumes', row!.resume_path!)).toEqual(resumePdf);

    // The hiring team gets every field and a link that downloads the same résumé; the applicant, an acknowledgement.
    const [notification] = await emailsAbout(email);
    expect(notification!.recipients).toEqual([localMailSecrets().HIRING_INBOX]);
    expect(notification!.subject).toBe('Application for Product Designer: Elena Ivanova');
    expect(notification!.text).toContain(row!.message);
    const resumeLink = notification!.links.find((link) => link.includes('/storage/v1/object/sign/resumes/'));
    expect(Buffer.from(await (await fetch(resumeLink!)).arrayBuffer())).toEqual(resumePdf);
    const [acknowledgement] = await emailsTo(email);
    expect(acknowledgement!.subject).toBe('We have your application — Voxa');
    expect(acknowledgement!.text).toContain('(position: Product Designer)');
    expect(acknowledgement!.text).toContain(`within ${applicationForm.replyBusinessDays} business days`);
  });

  test('a resume over the stated limit is refused with a clear message before sending', async ({ page }) => {
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/')) uploads++;
    });
    await page.goto('/apply');
    await waitForIsland(page, 'ApplicationForm');
    await fillApplication(page, uniqueEmail('big'));
    await page.getByLabel('Position *').selectOption('Other');
    await page.getByLabel('Resume *').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(applicationForm.resumeMaxMb * 1024 * 1024 + 1),
    });
    await expect(page.getByText(`the limit is ${applicationForm.resumeMaxMb} MB`)).toBeVisible();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    expect(await page.getByLabel('Resume *').evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);
    expect(uploads).toBe(0);
  });

  test('when sending fails, the error banner shows and every value and the file are kept', async ({ page }) => {
    await page.route('**/storage/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/apply?position=Sales%20Development%20Representative');
    await waitForIsland(page, 'ApplicationForm');
    const email = uniqueEmail('failed');
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await expect(banner(page, 'error')).toHaveText(messages.applicationError);
    await expect(page.getByLabel('Email *')).toHaveValue(email);
    await expect(page.getByLabel('Position *')).toHaveValue('Sales Development Representative');
    expect(await page.getByLabel('Resume *').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('elena-cv.pdf');

    // The same file goes through once the backend is back.
    await page.unroute('**/storage/v1/**');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(banner(page, 'success')).toBeVisible();
    expect((await ownerRows<ApplicationRow>('contact_submissions')).some((row) => row.email === email)).toBe(true);
  });

  test('over the upload limit, the visitor is told so and keeps every value and the file', async ({ page }) => {
    // Storage's answer for the database's PT429 as the local backend gives it (storage.ts).
    await page.route('**/storage/v1/**', (route) =>
      route.fulfill({
        status: 400,
        json: { statusCode: '429', error: 'too_many_requests', message: 'Too many requests from your address' },
      }),
    );
    await page.goto('/apply?position=Sales%20Development%20Representative');
    await waitForIsland(page, 'ApplicationForm');
    const email = uniqueEmail('limited');
    await fillApplication(page, email);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(banner(page, 'error')).toHaveText('Too many messages from your connection; please try again in a few minutes');
    await expect(page.getByLabel('Email *')).toHaveValue(email);
    expect(await page.getByLabel('Resume *').evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('elena-cv.pdf');
  });

  test('/apply has no accessibility violations', async ({ page }) => {
    await page.goto('/apply');
    await waitForIsland(page, 'ApplicationForm');
    await expectNoAxeViolations(page);
  });
});

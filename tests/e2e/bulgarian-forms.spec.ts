import { expect, test } from '@playwright/test';
import { localMailSecrets } from '../../scripts/local-backend/functions';
import { EMAIL_WORDS } from '../../supabase/functions/_shared/email-words';
import { dictionary } from '../../src/i18n';
import { site } from '../../src/site';
import { alertAfterClicking, banner, emailsAbout, emailsTo, ownerRows, sitePath, uniqueEmail, waitForIsland } from './helpers';

// The Bulgarian forms as a visitor uses them: the words on the page, the row stored with the
// language of the form, and the emails the local catcher keeps (the visitor's in Bulgarian, the
// team's in English).

const { forms, subscriptions } = dictionary('bg');
const words = EMAIL_WORDS.bg;

interface SubmissionRow {
  email: string;
  name: string;
  language: string;
}

test.describe('the Bulgarian forms', () => {
  test('a message from /bg/contact is stored as Bulgarian, answered in Bulgarian, and told to the team in English', async ({ page }) => {
    await page.goto('/bg/contact');
    await waitForIsland(page, 'ContactForm');
    const email = uniqueEmail('bg-contact');
    const { labels } = forms.contact;
    await page.getByLabel(`${labels.name} *`).fill('Мария Петрова');
    await page.getByLabel(`${labels.email} *`).fill(email);
    await page.getByLabel(`${labels.message} *`).fill('Искаме телефонен агент за клиниките си.');
    await page.getByRole('button', { name: forms.contact.submit }).click();
    await expect(banner(page, 'success')).toHaveText(forms.contact.success);

    const row = (await ownerRows<SubmissionRow>('contact_submissions')).find((submission) => submission.email === email);
    expect(row).toMatchObject({ name: 'Мария Петрова', language: 'bg' });

    const [acknowledgement] = await emailsTo(email);
    expect(acknowledgement!.subject).toBe(words.contactAcknowledgement.subject(site.name));
    expect(acknowledgement!.text).toContain(words.hello);
    const [notification] = await emailsAbout(email);
    expect(notification!.recipients).toEqual([localMailSecrets().SALES_INBOX]);
    expect(notification!.subject).toBe('Contact form: Мария Петрова');
    expect(notification!.text).toContain('Language: Bulgarian');
  });

  test('/bg/apply refuses a resume of another type, and a failed send, in Bulgarian, keeping what was typed', async ({ page }) => {
    await page.route('**/storage/v1/**', (route) => route.abort('connectionrefused'));
    await page.goto('/bg/apply');
    await waitForIsland(page, 'ApplicationForm');
    const { labels } = forms.application;
    const email = uniqueEmail('bg-apply');
    await page.getByLabel(`${labels.firstName} *`).fill('Елена');
    await page.getByLabel(`${labels.lastName} *`).fill('Иванова');
    await page.getByLabel(`${labels.email} *`).fill(email);
    await page.getByLabel(`${labels.position} *`).selectOption({ index: 1 });

    const resume = page.getByLabel(`${labels.resume} *`);
    await resume.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('Елена Иванова') });
    await expect(page.getByText(forms.application.resumeProblems.type)).toBeVisible();
    await expect(resume).toHaveAttribute('aria-invalid', 'true');

    const pdf = Buffer.from('%PDF-1.4\n% test resume\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await resume.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText(forms.application.resumeProblems.type)).toBeHidden();
    await page.getByRole('button', { name: forms.application.submit }).click();
    await expect(banner(page, 'error')).toHaveText(forms.application.error);
    await expect(page.getByLabel(`${labels.firstName} *`)).toHaveValue('Елена');
    await expect(page.getByLabel(`${labels.email} *`)).toHaveValue(email);
    expect(await resume.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('cv.pdf');
  });

  test('a subscription from /bg/blog is confirmed by a Bulgarian email whose link leads to the Bulgarian page', async ({ page }) => {
    await page.goto('/bg/blog');
    await waitForIsland(page, 'NewsletterForm');
    const email = uniqueEmail('bg-newsletter');
    await page.getByLabel(forms.newsletter.emailLabel).fill(email);
    const thanks = await alertAfterClicking(page, page.getByRole('button', { name: forms.newsletter.submit }));
    expect(thanks).toBe(`alert: ${forms.newsletter.thanks.replace('{email}', email)}`);

    const [mail] = await emailsTo(email);
    expect(mail!.subject).toBe(words.confirmation.subject('newsletter', site.name));
    const confirmPath = sitePath(mail!.links[0]);
    expect(confirmPath).toMatch(/^\/bg\/confirm-subscription\?token=/);
    await page.goto(confirmPath);
    await expect(page.getByText(subscriptions.confirm.texts.confirmed)).toBeVisible();
  });
});

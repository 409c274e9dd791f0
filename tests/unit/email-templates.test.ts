// Every email the backend sends, read as its recipient reads it: the subject, the lines that
// matter, where its links go, its dates (in Sofia's time), and whether it is a subscriber's email
// with its way out; a visitor's in the language of their form (English or Bulgarian), the team's
// in English. The data is shaped as the outbox migrations build it
// (supabase/migrations/20261126090000_outbox.sql, 20261126120000_submission_language.sql).
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeApplicationRecord, emptyApplication } from '../../src/lib/forms/application.ts';
import { LANGUAGES, pathIn } from '../../src/i18n/languages.ts';
import { figures, SITE_TIME_ZONE } from '../../src/site.ts';
import {
  APPLICATION_REPLY_BUSINESS_DAYS,
  CONFIRM_PAGE_PATH,
  EMAIL_LANGUAGES,
  pageIn,
  renderEmail,
  STATUS_PAGE_PATH,
  TEMPLATES,
  TIME_ZONE,
  UNSUBSCRIBE_PAGE_PATH,
  unsubscribePage,
  type EmailContent,
  type MailSite,
  type PublishedPost,
  type StatusFigures,
  type StatusNotice,
  type Submission,
  type Template,
  type TemplateData,
} from '../../supabase/functions/_shared/templates.ts';

const SITE: MailSite = { siteUrl: 'https://voxa.example', siteName: 'Voxa' };
const UNSUBSCRIBE_TOKEN = 'u'.repeat(64);
const UNSUBSCRIBE_LINK = `https://voxa.example/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`;
const LINKS = { unsubscribe: unsubscribePage(SITE, UNSUBSCRIBE_TOKEN) };

const lines = (email: EmailContent) => email.text.split('\n');
const linksIn = (text: string) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map(([link]) => link);

/** Every link opens a page of the site (the footer names the site itself). */
function expectSiteLinksOnly(email: EmailContent) {
  const links = linksIn(email.text);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link === SITE.siteUrl || link.startsWith(`${SITE.siteUrl}/`), link).toBe(true);
}

/** The email holds these lines, among others. */
function expectLines(email: EmailContent, wanted: string[]) {
  expect(lines(email)).toEqual(expect.arrayContaining(wanted));
}

/** The email's subject, and its whole text, line by line. */
function expectSubjectAndText(email: EmailContent, subject: string, text: string[]) {
  expect(email.subject).toBe(subject);
  expect(email.text).toBe(text.join('\n'));
}

/** The email's subject, and its lines from the `from`th on (the first by default), in this order and no others between. */
function expectSubjectAndLines(email: EmailContent, subject: string, wanted: string[], from = 0) {
  expect(email.subject).toBe(subject);
  expect(lines(email).slice(from, from + wanted.length)).toEqual(wanted);
}

/** A subscriber's email: says why it came, links to the site only, and its last line is the one-click way out. */
function expectSubscriberEmail(email: EmailContent, why: string) {
  expectSiteLinksOnly(email);
  expect(email.toSubscriber).toBe(true);
  expect(email.replyTo).toBeUndefined();
  expect(lines(email)).toContain(why);
  expect(lines(email).at(-1)).toBe(`Unsubscribe with one click: ${UNSUBSCRIBE_LINK}`);
  expect(lines(email)).toContain(`Voxa · ${SITE.siteUrl}`);
}

/** A team email or an acknowledgement: no unsubscribe link, no unsubscribe headers. */
function expectNoUnsubscribe(email: EmailContent) {
  expect(email.toSubscriber).toBe(false);
  expect(email.text).not.toMatch(/unsubscribe/i);
}

// 26 November 2026 is in Sofia's winter time (UTC+2); 1 July 2026 in its summer time (UTC+3).
const submission = (overrides: Partial<Submission> = {}): Submission => ({
  submitted_at: '2026-11-26T09:00:00.123+00:00',
  name: 'Ana Petrova',
  email: 'ana@northwind.example',
  company: 'Northwind Traders',
  message: 'We take 4,000 calls a week.\nCan your phone agents answer in Bulgarian?',
  resume_path: null,
  suspected_bot: false,
  ...overrides,
});

const application = (overrides: Partial<Submission> = {}): Submission => ({
  ...submission(),
  ...composeApplicationRecord(
    {
      ...emptyApplication,
      firstName: 'Ivan',
      lastName: 'Georgiev',
      email: 'ivan@mail.example',
      position: 'Senior Backend Engineer',
      experience: '6-10',
      location: 'Plovdiv',
      coverLetter: 'I have run Postgres at scale for eight years.',
    },
    'en',
  ),
  resume_path: 'applications/0b5e0d8e-6c1f-4a39-9a52-3f4c2d1e0a7b/ivan-georgiev.pdf',
  ...overrides,
});

const notice = (overrides: Partial<StatusNotice> & Pick<StatusNotice, 'kind'>): StatusNotice => ({
  id: `${overrides.kind}:2026-11-25:slower-phone-agent-replies`,
  title: 'Slower phone agent replies in Western Europe',
  description: 'A speech-recognition node ran out of capacity during a traffic peak.',
  date: '2026-11-25',
  ...overrides,
});

const FIGURES: StatusFigures = {
  updated: '2026-11-23T06:00:00.000Z',
  metrics: [
    { label: 'Uptime', value: '99.97%', detail: 'All services, last 90 days' },
    {
      label: 'Voice latency',
      value: '180 ms',
      detail: 'Average pause before a phone agent answers, last 7 days',
    },
  ],
  services: [
    {
      name: 'Chat Assistants',
      status: 'operational',
      uptime: 99.98,
      responseTime: 480,
    },
    {
      name: 'Analytics & Reports',
      status: 'degraded_performance',
      uptime: 99.92,
      responseTime: 340,
    },
  ],
};

const post = (n: number): PublishedPost => ({
  id: `post-${n}`,
  title: `Post number ${n}: what callers ask first`,
  excerpt: `The excerpt of post ${n}.`,
  path: `/blog/post-${n}`,
});

/** One example of each template's data, as its row holds it. */
const SAMPLES: { [T in Template]: TemplateData[T] } = {
  subscription_confirmation: {
    list: 'newsletter',
    confirm_token: 'c'.repeat(64),
    expires_at: '2026-11-29T09:00:00+00:00',
    choices: null,
  },
  contact_notification: submission(),
  contact_acknowledgement: {},
  application_notification: application(),
  application_acknowledgement: { position: 'Senior Backend Engineer' },
  status_notice: { notice: notice({ kind: 'incident' }) },
  weekly_report: {
    week_from: '2026-11-16',
    week_to: '2026-11-22',
    figures: FIGURES,
  },
  newsletter: { posts: [post(1)] },
};

describe('the templates', () => {
  it('have a renderer for every template the outbox knows', () => {
    for (const template of TEMPLATES) {
      const email = renderEmail(template, SAMPLES[template] as never, SITE, LINKS);
      expect(email.subject, template).not.toBe('');
      expect(email.text, template).not.toBe('');
    }
  });

  it('are exactly those the migration’s outbox_template_known check allows', () => {
    const sql = readFileSync(new URL('../../supabase/migrations/20261126090000_outbox.sql', import.meta.url), 'utf8');
    const check = /constraint\s+outbox_template_known\s+check\s*\(\s*template\s+in\s*\(([^)]*)\)\s*\)/i.exec(sql);
    expect(check).not.toBeNull();
    const listed = [...check![1]!.matchAll(/'([^']+)'/g)].map(([, name]) => name);
    expect(listed).toHaveLength(TEMPLATES.length);
    expect(new Set(listed)).toEqual(new Set(TEMPLATES));
  });

  it('refuse a template they do not know', () => {
    expect(() => renderEmail('invoice' as Template, {} as never, SITE, LINKS)).toThrow('No email template named invoice');
  });

  it('link to pages the site has in every language, at the addresses the site gives them', () => {
    // A page built in every language lives in src/pages/[...lang]/.
    for (const path of [CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH, STATUS_PAGE_PATH]) {
      expect(existsSync(new URL(`../../src/pages/[...lang]${path}.astro`, import.meta.url)), path).toBe(true);
    }
    for (const path of ['/', CONFIRM_PAGE_PATH, UNSUBSCRIBE_PAGE_PATH, STATUS_PAGE_PATH]) {
      for (const language of EMAIL_LANGUAGES) expect(pageIn(language, path), `${language} ${path}`).toBe(pathIn(language, path));
    }
  });

  it('are written in the languages the site is, which the migration’s language checks allow', () => {
    expect([...EMAIL_LANGUAGES]).toEqual([...LANGUAGES]);
    const sql = readFileSync(new URL('../../supabase/migrations/20261126120000_submission_language.sql', import.meta.url), 'utf8');
    const checks = [...sql.matchAll(/constraint\s+(\w+_language_known)\s+check\s*\(\s*language\s+in\s*\(([^)]*)\)\s*\)/gi)];
    expect(checks.map(([, name]) => name)).toEqual([
      'contact_submissions_language_known',
      'subscriptions_language_known',
      'outbox_language_known',
    ]);
    for (const [, name, listed] of checks) {
      expect(
        [...listed!.matchAll(/'([^']+)'/g)].map(([, language]) => language),
        name,
      ).toEqual([...EMAIL_LANGUAGES]);
    }
  });
});

describe('subscription_confirmation', () => {
  const confirm = (data: Partial<TemplateData['subscription_confirmation']>) =>
    renderEmail('subscription_confirmation', { ...SAMPLES.subscription_confirmation, ...data }, SITE, LINKS);

  /** Sent to the address being subscribed, before it is one: a plain way out, and links to the site only. */
  function expectConfirmationWayOut(email: EmailContent) {
    expect(email.toSubscriber).toBe(true);
    expect(lines(email).at(-1)).toBe(`Unsubscribe: ${UNSUBSCRIBE_LINK}`);
    expectSiteLinksOnly(email);
  }

  it('for the newsletter: asks to confirm the blog, with the link, its expiry and the way out', () => {
    const email = confirm({ list: 'newsletter', choices: null });
    expect(email.subject).toBe('Confirm your subscription to the Voxa blog');
    expectLines(email, [
      'Someone, hopefully you, asked to receive new articles from the Voxa blog at this address.',
      'To confirm, open this link:',
      `https://voxa.example/confirm-subscription?token=${'c'.repeat(64)}`,
      'The link works until 29 November 2026 at 11:00 (Sofia time). Until you open it, you are not subscribed.',
      'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    ]);
    expect(email.text).not.toContain('You chose');
    expectConfirmationWayOut(email);
  });

  it('for status updates: asks to confirm them and lists what was chosen', () => {
    const email = confirm({ list: 'status', choices: { incidents: true, maintenance: false, resolutions: true, performance: true } });
    expect(email.subject).toBe('Confirm your Voxa status updates');
    expectLines(email, [
      'Someone, hopefully you, asked to receive Voxa status updates at this address.',
      'You chose: incidents, resolutions and weekly performance reports.',
      `https://voxa.example/confirm-subscription?token=${'c'.repeat(64)}`,
    ]);
    expectConfirmationWayOut(email);
    const none = confirm({ list: 'status', choices: { incidents: false, maintenance: false, resolutions: false, performance: false } });
    expect(lines(none)).toContain('You chose no notifications.');
    const all = confirm({ list: 'status', choices: { incidents: true, maintenance: true, resolutions: true, performance: true } });
    expect(lines(all)).toContain('You chose: incidents, scheduled maintenance, resolutions and weekly performance reports.');
  });
});

describe('contact_notification', () => {
  it('names the sender and company in the subject, quotes every field and replies to the visitor', () => {
    const email = renderEmail('contact_notification', submission(), SITE);
    expectSubjectAndText(email, 'Contact form: Ana Petrova, Northwind Traders', [
      'Ana Petrova wrote through the contact form on 26 November 2026 at 11:00 (Sofia time).',
      '',
      'Name:     Ana Petrova',
      'Email:    ana@northwind.example',
      'Company:  Northwind Traders',
      '',
      'Message:',
      'We take 4,000 calls a week.',
      'Can your phone agents answer in Bulgarian?',
      '',
      '—',
      'Reply to this email to answer Ana Petrova directly.',
    ]);
    expect(email.replyTo).toBe('ana@northwind.example');
    expect(email.text).not.toMatch(/suspected bot/i);
    expectNoUnsubscribe(email);
  });

  it('says when no company was given, and gives the time in Sofia’s summer time too', () => {
    const email = renderEmail('contact_notification', submission({ company: null, submitted_at: '2026-07-01T21:30:00Z' }), SITE);
    expect(email.subject).toBe('Contact form: Ana Petrova');
    expect(lines(email)[0]).toBe('Ana Petrova wrote through the contact form on 2 July 2026 at 00:30 (Sofia time).');
    expect(lines(email)).toContain('Company:  not given');
  });

  it('marks a suspected bot in the subject and warns in the text', () => {
    const email = renderEmail('contact_notification', submission({ suspected_bot: true }), SITE);
    expectSubjectAndLines(email, '[Suspected bot] Contact form: Ana Petrova, Northwind Traders', [
      'Ana Petrova wrote through the contact form on 26 November 2026 at 11:00 (Sofia time).',
      '',
      'Suspected bot: the hidden field that people never see was filled in. It may be spam, or a browser filling in forms on its own; check before you reply.',
    ]);
    expect(email.replyTo).toBe('ana@northwind.example');
    expectNoUnsubscribe(email);
  });
});

describe('contact_acknowledgement', () => {
  const typed = submission({
    name: 'Zebulon Quorflax',
    email: 'zq@spam-target.example',
    company: 'Wumpusbridge Holdings',
    message: 'Visit https://cheap-pills.example now',
  });
  const words = ['Zebulon', 'Quorflax', 'Wumpusbridge', 'Holdings', 'cheap-pills', 'Visit', 'spam-target', 'zq@'];

  it('thanks the sender and says what happens next', () => {
    const email = renderEmail('contact_acknowledgement', {}, SITE);
    expect(email.subject).toBe('We have your message — Voxa');
    expectLines(email, [
      'Hello,',
      'Thank you for contacting Voxa. Your message has reached our team, and the right person will reply to this address.',
      'If you did not write to us, someone may have entered your address by mistake. You can ignore this email; we will not write again unless you contact us.',
    ]);
    expect(email.replyTo).toBeUndefined();
    expectSiteLinksOnly(email);
    expectNoUnsubscribe(email);
  });

  it('quotes none of the words the visitor typed, even when handed them', () => {
    // The row holds `{}` (the migration); the renderer is given the whole message anyway.
    for (const data of [{}, typed]) {
      const email = renderEmail('contact_acknowledgement', data as TemplateData['contact_acknowledgement'], SITE);
      for (const word of words) {
        expect(email.subject.toLowerCase()).not.toContain(word.toLowerCase());
        expect(email.text.toLowerCase()).not.toContain(word.toLowerCase());
      }
    }
  });
});

describe('application_notification', () => {
  const resume = {
    url: 'https://project.supabase.example/storage/v1/object/sign/resumes/ivan.pdf?token=signed',
    expires_at: '2026-12-03T09:00:00.000Z',
  };

  it('holds every field, the résumé link and when it stops working, and replies to the applicant', () => {
    const email = renderEmail('application_notification', { ...application(), resume }, SITE);
    expect(email.subject).toBe('Application for Senior Backend Engineer: Ivan Georgiev');
    expect(email.replyTo).toBe('ivan@mail.example');
    expectLines(email, [
      'Ivan Georgiev applied on 26 November 2026 at 11:00 (Sofia time).',
      'Name:     Ivan Georgiev',
      'Email:    ivan@mail.example',
      // The message as the form composed it, line by line, the position first.
      'Position: Senior Backend Engineer',
      'Experience: 6-10',
      'Location: Plovdiv',
      'Phone: Not specified',
      'Cover Letter:',
      'I have run Postgres at scale for eight years.',
      'Résumé (link valid until 3 December 2026 at 11:00, Sofia time):',
      resume.url,
      `Reply to this email to answer Ivan Georgiev directly. We promised a reply within ${figures.replyBusinessDays} business days.`,
    ]);
    expect(email.text).toContain(application().message);
    expect(email.text).not.toMatch(/suspected bot/i);
    expectNoUnsubscribe(email);
  });

  it('says when no résumé was attached', () => {
    const email = renderEmail('application_notification', application({ resume_path: null }), SITE);
    expect(lines(email)).toContain('Résumé: none was attached.');
    expect(email.text).not.toContain('link valid until');
  });

  it('marks a suspected bot in the subject and warns in the text', () => {
    const email = renderEmail('application_notification', { ...application({ suspected_bot: true }), resume }, SITE);
    expect(email.subject).toBe('[Suspected bot] Application for Senior Backend Engineer: Ivan Georgiev');
    expect(lines(email)[2]).toMatch(/^Suspected bot: the hidden field that people never see was filled in\./);
  });
});

describe('application_acknowledgement', () => {
  it('names the position and promises a reply within the business days the careers pages promise', () => {
    expect(APPLICATION_REPLY_BUSINESS_DAYS).toBe(figures.replyBusinessDays);
    // Every time in an email is on the company's clock, the one the site uses.
    expect(TIME_ZONE).toBe(SITE_TIME_ZONE);
    const email = renderEmail('application_acknowledgement', { position: 'Senior Backend Engineer' }, SITE);
    expect(email.subject).toBe('We have your application — Voxa');
    expectLines(email, [
      'Hello,',
      'Thank you for applying to Voxa. We have your application (position: Senior Backend Engineer).',
      `Someone from our team reads every application, and we will reply to this address within ${figures.replyBusinessDays} business days.`,
      'If you did not apply, someone may have entered your address by mistake. You can ignore this email.',
    ]);
    expect(email.replyTo).toBeUndefined();
    expectSiteLinksOnly(email);
    expectNoUnsubscribe(email);
  });

  it('reads right without a position (an application sent past the form)', () => {
    const email = renderEmail(
      'application_acknowledgement',
      { position: null } as unknown as TemplateData['application_acknowledgement'],
      SITE,
    );
    expect(lines(email)).toContain('Thank you for applying to Voxa. We have your application.');
    expect(email.text).not.toMatch(/null|undefined/);
  });

  it('quotes nothing else the applicant typed', () => {
    const email = renderEmail(
      'application_acknowledgement',
      {
        ...application({ name: 'Zebulon Quorflax' }),
        position: 'Senior Backend Engineer',
      } as TemplateData['application_acknowledgement'],
      SITE,
    );
    expect(email.text).not.toContain('Zebulon');
    expect(email.text).not.toContain('Postgres');
  });
});

describe('status_notice', () => {
  const render = (value: StatusNotice) => renderEmail('status_notice', { notice: value }, SITE, LINKS);

  it('for an incident: its title, the day it began, its impact and the status page', () => {
    const email = render(notice({ kind: 'incident', impact: 'moderate' }));
    expectSubjectAndLines(email, 'Incident: Slower phone agent replies in Western Europe', [
      'Incident: Slower phone agent replies in Western Europe',
      '',
      'It began on 25 November 2026.',
      'Impact: moderate.',
      '',
      'A speech-recognition node ran out of capacity during a traffic peak.',
      '',
      'The current status of every service: https://voxa.example/status',
    ]);
    expectSubscriberEmail(email, 'You receive this because you chose incident notices in your Voxa status updates.');
  });

  it('for a resolution: how long customers were affected', () => {
    const email = render(notice({ kind: 'resolution', impact: 'low', duration: '47 minutes' }));
    expect(email.subject).toBe('Resolved: Slower phone agent replies in Western Europe');
    expectLines(email, [
      'Resolved: Slower phone agent replies in Western Europe',
      'It began on 25 November 2026.',
      'Duration: 47 minutes.',
      'Impact: low.',
    ]);
    expectSubscriberEmail(email, 'You receive this because you chose resolution notices in your Voxa status updates.');
  });

  it('for maintenance: when it starts and ends, in Sofia time', () => {
    const email = render(
      notice({
        kind: 'maintenance',
        title: 'Analytics database upgrade',
        date: '2026-11-29T01:00:00.000Z',
        ends: '2026-11-29T03:30:00.000Z',
      }),
    );
    expect(email.subject).toBe('Scheduled maintenance: Analytics database upgrade');
    expect(lines(email)).toContain('On 29 November 2026, from 03:00 to 05:30 (Sofia time).');
    expect(email.text).not.toContain('began on');
    expectSubscriberEmail(email, 'You receive this because you chose maintenance notices in your Voxa status updates.');
  });
});

describe('weekly_report', () => {
  it('gives the week, every figure and service, when the figures are from, and the way out', () => {
    const email = renderEmail('weekly_report', SAMPLES.weekly_report, SITE, LINKS);
    expect(email.subject).toBe('Voxa weekly performance report, 16 – 22 November 2026');
    expectLines(email, [
      "Voxa's latest figures, as published on 23 November 2026 at 08:00 (Sofia time):",
      'Uptime: 99.97% (All services, last 90 days)',
      'Voice latency: 180 ms (Average pause before a phone agent answers, last 7 days)',
      'By service (uptime over 90 days, average response time):',
      '- Chat Assistants: operational, 99.98% uptime, 480 ms',
      '- Analytics & Reports: degraded performance, 99.92% uptime, 340 ms',
      'The status page: https://voxa.example/status',
    ]);
    expectSubscriberEmail(email, 'You receive this every Monday because you chose weekly performance reports in your Voxa status updates.');
  });
});

describe('newsletter', () => {
  it('with one post: its title in the subject, its excerpt and link', () => {
    const email = renderEmail('newsletter', { posts: [post(1)] }, SITE, LINKS);
    expectSubjectAndLines(email, 'New on the Voxa blog: Post number 1: what callers ask first', [
      'A new article on our blog:',
      '',
      'Post number 1: what callers ask first',
      'The excerpt of post 1.',
      'https://voxa.example/blog/post-1',
    ]);
    expectSubscriberEmail(email, 'You receive this because you subscribed to the Voxa blog.');
  });

  it('with several posts: how many in the subject, then each in turn', () => {
    const email = renderEmail('newsletter', { posts: [post(1), post(2), post(3)] }, SITE, LINKS);
    expect(email.subject).toBe('3 new articles on the Voxa blog');
    expect(lines(email)[0]).toBe('3 new articles on our blog:');
    const links = linksIn(email.text);
    expect(links.slice(0, 3)).toEqual([
      'https://voxa.example/blog/post-1',
      'https://voxa.example/blog/post-2',
      'https://voxa.example/blog/post-3',
    ]);
    for (const n of [1, 2, 3]) {
      const at = lines(email).indexOf(post(n).title);
      expect(lines(email).slice(at, at + 3)).toEqual([post(n).title, post(n).excerpt, `https://voxa.example/blog/post-${n}`]);
    }
    expectSubscriberEmail(email, 'You receive this because you subscribed to the Voxa blog.');
  });
});

// In Bulgarian --------------------------------------------------------------------------------------

describe('a visitor who used the Bulgarian site', () => {
  const BG_UNSUBSCRIBE_LINK = `https://voxa.example/bg/unsubscribe?token=${UNSUBSCRIBE_TOKEN}`;
  const BG_LINKS = { unsubscribe: unsubscribePage(SITE, UNSUBSCRIBE_TOKEN, 'bg') };
  const bg = <T extends Template>(template: T, data: TemplateData[T]) => renderEmail(template, data, SITE, BG_LINKS, 'bg');

  /** Written in Bulgarian: says so, and none of the English template's sentences slipped through. */
  function expectBulgarian(email: EmailContent) {
    expect(email.language).toBe('bg');
    expect(email.subject).toMatch(/[а-я]/);
    for (const english of ['Hello', 'Thank you', 'Someone', 'You receive', 'Unsubscribe', 'Sofia time', 'If you did not']) {
      expect(email.text, english).not.toContain(english);
    }
  }

  /** A Bulgarian subscriber's email: why it came and the one-click way out, to the Bulgarian pages. */
  function expectBulgarianSubscriberEmail(email: EmailContent, why: string) {
    expectBulgarian(email);
    expectSiteLinksOnly(email);
    expect(email.toSubscriber).toBe(true);
    expect(lines(email)).toContain(why);
    expect(lines(email)).toContain('Voxa · https://voxa.example/bg');
    expect(lines(email).at(-1)).toBe(`Отпишете се с едно кликване: ${BG_UNSUBSCRIBE_LINK}`);
  }

  it('is sent the unsubscribe page in Bulgarian', () => {
    expect(BG_LINKS.unsubscribe).toBe(BG_UNSUBSCRIBE_LINK);
    expect(unsubscribePage(SITE, UNSUBSCRIBE_TOKEN)).toBe(UNSUBSCRIBE_LINK);
  });

  it('gets the newsletter confirmation in Bulgarian, linking to the Bulgarian confirmation page', () => {
    const email = bg('subscription_confirmation', SAMPLES.subscription_confirmation);
    expectSubjectAndText(email, 'Потвърдете абонамента си за блога на Voxa', [
      'Здравейте,',
      '',
      'Някой – надяваме се, че това сте Вие – поиска да получава на този адрес новите статии от блога на Voxa.',
      '',
      'За да потвърдите, отворете тази връзка:',
      `https://voxa.example/bg/confirm-subscription?token=${'c'.repeat(64)}`,
      '',
      'Връзката е валидна до 29 ноември 2026 г. в 11:00 ч. (българско време). Докато не я отворите, не сте абонирани.',
      'Ако заявката не е от Вас, просто не обръщайте внимание на този имейл – повече няма да Ви пишем.',
      '',
      'Voxa · https://voxa.example/bg',
      `Отпишете се: ${BG_UNSUBSCRIBE_LINK}`,
    ]);

    expectBulgarian(email);
    expectSiteLinksOnly(email);
    expect(email.toSubscriber).toBe(true);
  });

  it('gets the status-updates confirmation in Bulgarian, with the choices in Bulgarian', () => {
    const choices = { incidents: true, maintenance: false, resolutions: true, performance: true };
    const email = bg('subscription_confirmation', { ...SAMPLES.subscription_confirmation, list: 'status', choices });
    expect(email.subject).toBe('Потвърдете абонамента си за известия за статуса на Voxa');
    expectLines(email, [
      'Някой – надяваме се, че това сте Вие – поиска да получава на този адрес известия за статуса на Voxa.',
      'Избрахте: инциденти, отстранени инциденти и седмични отчети за производителността.',
      `https://voxa.example/bg/confirm-subscription?token=${'c'.repeat(64)}`,
    ]);
    expectBulgarian(email);
    const none = { incidents: false, maintenance: false, resolutions: false, performance: false };
    expect(lines(bg('subscription_confirmation', { ...SAMPLES.subscription_confirmation, list: 'status', choices: none }))).toContain(
      'Не сте избрали нито един вид известия.',
    );
  });

  it('gets the contact acknowledgement in Bulgarian, still quoting nothing they typed', () => {
    const email = bg('contact_acknowledgement', {});
    expectSubjectAndText(email, 'Получихме съобщението Ви – Voxa', [
      'Здравейте,',
      '',
      'Благодарим Ви, че се свързахте с Voxa. Съобщението Ви вече е при екипа ни и колегата, който се занимава с такива въпроси, ще Ви отговори на този адрес.',
      '',
      'Ако не сте ни писали, вероятно някой е въвел адреса Ви по погрешка. В такъв случай просто не обръщайте внимание на този имейл – няма да Ви пишем отново, освен ако не се свържете с нас.',
      '',
      '—',
      'Voxa · https://voxa.example/bg',
    ]);

    expectBulgarian(email);
    expectNoUnsubscribe(email);
    const handed = bg(
      'contact_acknowledgement',
      submission({ name: 'Zebulon Quorflax' }) as unknown as TemplateData['contact_acknowledgement'],
    );
    expect(handed.text).not.toContain('Zebulon');
  });

  it('gets the application acknowledgement in Bulgarian, with the position and the promised reply', () => {
    const email = bg('application_acknowledgement', { position: 'Senior Backend Engineer' });
    expect(email.subject).toBe('Получихме кандидатурата Ви – Voxa');
    expectLines(email, [
      'Здравейте,',
      'Благодарим Ви, че кандидатствахте за работа във Voxa. Получихме кандидатурата Ви (позиция: Senior Backend Engineer).',
      `Преглеждаме лично всяка кандидатура и ще Ви отговорим на този адрес в рамките на ${figures.replyBusinessDays} работни дни.`,
      'Ако не сте кандидатствали, вероятно някой е въвел адреса Ви по погрешка. В такъв случай просто не обръщайте внимание на този имейл.',
      'Voxa · https://voxa.example/bg',
    ]);
    expectBulgarian(email);
    expectNoUnsubscribe(email);
    const withoutPosition = bg('application_acknowledgement', { position: null } as unknown as TemplateData['application_acknowledgement']);
    expect(lines(withoutPosition)).toContain('Благодарим Ви, че кандидатствахте за работа във Voxa. Получихме кандидатурата Ви.');
  });

  const translatedNotice = (overrides: Partial<StatusNotice> & Pick<StatusNotice, 'kind'>) =>
    notice({
      translations: {
        bg: {
          title: 'По-бавни отговори на телефонните агенти в Западна Европа',
          description: 'Сървър за разпознаване на реч изчерпа капацитета си при пиково натоварване.',
          duration: '47 минути',
        },
      },
      ...overrides,
    });

  it('gets a status notice in Bulgarian, from the notice as the Bulgarian status page shows it', () => {
    const email = bg('status_notice', { notice: translatedNotice({ kind: 'resolution', impact: 'moderate', duration: '47 minutes' }) });
    expectSubjectAndLines(email, 'Проблемът е отстранен: По-бавни отговори на телефонните агенти в Западна Европа', [
      'Проблемът е отстранен: По-бавни отговори на телефонните агенти в Западна Европа',
      '',
      'Започна на 25 ноември 2026 г.',
      'Продължителност: 47 минути.',
      'Въздействие: умерено.',
      '',
      'Сървър за разпознаване на реч изчерпа капацитета си при пиково натоварване.',
      '',
      'Текущото състояние на всички услуги: https://voxa.example/bg/status',
    ]);
    expect(email.text).not.toContain('Slower');
    expectBulgarianSubscriberEmail(
      email,
      'Получавате този имейл, защото сте се абонирали за известия за статуса на Voxa и сте избрали „отстранени инциденти“.',
    );
    expect(bg('status_notice', { notice: translatedNotice({ kind: 'incident' }) }).subject).toMatch(/^Инцидент: По-бавни/);
  });

  it('gets a notice published in English only with Bulgarian around it, saying the notice is in English', () => {
    const email = bg('status_notice', { notice: notice({ kind: 'incident', impact: 'low' }) });
    expectSubjectAndLines(email, 'Инцидент: Slower phone agent replies in Western Europe', [
      'Инцидент: Slower phone agent replies in Western Europe',
      'Това известие е публикувано само на английски.',
      '',
      'Започна на 25 ноември 2026 г.',
      'Въздействие: слабо.',
    ]);
    expectBulgarianSubscriberEmail(
      email,
      'Получавате този имейл, защото сте се абонирали за известия за статуса на Voxa и сте избрали „инциденти“.',
    );
  });

  it('gets the maintenance window in Bulgarian dates and times, across midnight too', () => {
    const window = (date: string, ends: string) =>
      bg('status_notice', { notice: translatedNotice({ kind: 'maintenance', date, ends, title: 'Analytics database upgrade' }) });
    const oneDay = window('2026-11-29T01:00:00.000Z', '2026-11-29T03:30:00.000Z');
    expect(oneDay.subject).toBe('Планирана поддръжка: По-бавни отговори на телефонните агенти в Западна Европа');
    expect(lines(oneDay)).toContain('На 29 ноември 2026 г. от 03:00 до 05:30 ч. (българско време).');
    expect(oneDay.text).not.toContain('Започна');
    const overnight = window('2026-11-29T21:00:00.000Z', '2026-11-30T00:30:00.000Z');
    expect(lines(overnight)).toContain('От 29 ноември 2026 г. в 23:00 ч. до 30 ноември 2026 г. в 02:30 ч. (българско време).');
    expectBulgarianSubscriberEmail(
      oneDay,
      'Получавате този имейл, защото сте се абонирали за известия за статуса на Voxa и сте избрали „планирана поддръжка“.',
    );
  });

  it('gets the weekly report in Bulgarian: the week, the Bulgarian figures, decimal commas', () => {
    const figuresInBulgarian: StatusFigures = {
      ...FIGURES,
      translations: {
        bg: {
          metrics: [
            { label: 'Наличност', value: '99,97%', detail: 'Всички услуги, последните 90 дни' },
            { label: 'Забавяне при гласов отговор', value: '180 мс', detail: 'Средна пауза, преди телефонният агент да отговори' },
          ],
          services: [
            { name: 'Чат асистенти', status: 'operational', uptime: 99.98, responseTime: 480 },
            { name: 'Анализи и отчети', status: 'degraded_performance', uptime: 99.92, responseTime: 340 },
          ],
        },
      },
    };
    const email = bg('weekly_report', { ...SAMPLES.weekly_report, figures: figuresInBulgarian });
    expect(email.subject).toBe('Седмичен отчет за производителността на Voxa, 16–22 ноември 2026 г.');
    const acrossMonths = bg('weekly_report', { ...SAMPLES.weekly_report, week_from: '2026-11-30', week_to: '2026-12-06' });
    expect(acrossMonths.subject).toBe('Седмичен отчет за производителността на Voxa, 30 ноември – 6 декември 2026 г.');
    expectLines(email, [
      'Последните показатели на Voxa, публикувани на 23 ноември 2026 г. в 08:00 ч. (българско време):',
      'Наличност: 99,97% (Всички услуги, последните 90 дни)',
      'По услуги (наличност за 90 дни, средно време за отговор):',
      '- Чат асистенти: работи нормално, наличност 99,98%, 480 мс',
      '- Анализи и отчети: влошена работа, наличност 99,92%, 340 мс',
      'Статус на услугите: https://voxa.example/bg/status',
    ]);
    expect(email.text).not.toContain('само на английски');
    expectBulgarianSubscriberEmail(
      email,
      'Получавате този имейл всеки понеделник, защото сте се абонирали за известия за статуса на Voxa и сте избрали „седмични отчети за производителността“.',
    );
    // Figures published in English only: said so, the numbers still written the Bulgarian way.
    const english = bg('weekly_report', SAMPLES.weekly_report);
    expectLines(english, [
      'Показателите са публикувани само на английски.',
      '- Chat Assistants: работи нормално, наличност 99,98%, 480 мс',
    ]);
  });

  it('gets new posts in Bulgarian: a translated post links to its Bulgarian page, one in English only says so', () => {
    const translatedPost: PublishedPost = {
      ...post(1),
      translations: { bg: { title: 'Какво питат обаждащите се първо', excerpt: 'Откъс от статията.', path: '/bg/blog/post-1' } },
    };
    const one = bg('newsletter', { posts: [translatedPost] });
    expectSubjectAndLines(one, 'Ново в блога на Voxa: Какво питат обаждащите се първо', [
      'Нова статия в блога ни:',
      '',
      'Какво питат обаждащите се първо',
      'Откъс от статията.',
      'https://voxa.example/bg/blog/post-1',
    ]);
    expect(one.text).not.toContain('на английски');
    expectBulgarianSubscriberEmail(one, 'Получавате този имейл, защото сте се абонирали за блога на Voxa.');

    const two = bg('newsletter', { posts: [translatedPost, post(2)] });
    expect(two.subject).toBe('2 нови статии в блога на Voxa');
    expect(lines(two)[0]).toBe('2 нови статии в блога ни:');
    const at = lines(two).indexOf(post(2).title);
    expect(lines(two).slice(at, at + 4)).toEqual([
      post(2).title,
      post(2).excerpt,
      'Статията е публикувана само на английски.',
      'https://voxa.example/blog/post-2',
    ]);
    expectBulgarianSubscriberEmail(two, 'Получавате този имейл, защото сте се абонирали за блога на Voxa.');
  });

  it('is told the team’s English emails never: a Bulgarian visitor’s notifications stay English, naming the language', () => {
    const contact = renderEmail('contact_notification', { ...submission(), language: 'bg' }, SITE, {}, 'bg');
    expect(contact.language).toBe('en');
    expectSubjectAndLines(
      contact,
      'Contact form: Ana Petrova, Northwind Traders',
      [
        'Name:     Ana Petrova',
        'Email:    ana@northwind.example',
        'Company:  Northwind Traders',
        'Language: Bulgarian (the form on the Bulgarian site)',
        '',
      ],
      2,
    );
    expect(lines(contact)[0]).toBe('Ana Petrova wrote through the contact form on 26 November 2026 at 11:00 (Sofia time).');
    const applied = renderEmail('application_notification', { ...application(), language: 'bg' }, SITE, {}, 'bg');
    expect(applied.language).toBe('en');
    expect(applied.subject).toBe('Application for Senior Backend Engineer: Ivan Georgiev');
    expect(lines(applied)).toContain('Language: Bulgarian (the form on the Bulgarian site)');
    // An English visitor's notification names no language (the whole text is checked above).
    expect(renderEmail('contact_notification', { ...submission(), language: 'en' }, SITE).text).not.toContain('Language:');
  });
});

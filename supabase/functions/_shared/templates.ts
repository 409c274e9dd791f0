// Every email the backend sends, as its recipient reads it: one function a template, from the
// facts its outbox row holds (supabase/migrations/20261126090000_outbox.sql). Plain text only:
// nothing to track, nothing a mail client must load. An email to a visitor or subscriber is
// written in the row's language (20261126120000_submission_language.sql), with the words of
// ./email-words.ts and links to the site's pages in that language; the team's are English.
import { EMAIL_WORDS, type EmailLanguage, type EmailWords } from './email-words.ts';

export { EMAIL_LANGUAGES, emailLanguage, type EmailLanguage } from './email-words.ts';

/** The site's pages that emailed links open (src/pages/…), at their English addresses. */
export const CONFIRM_PAGE_PATH = '/confirm-subscription';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const STATUS_PAGE_PATH = '/status';

/**
 * A page of the site in a language: English keeps its address, every other language lives under
 * its own prefix (`/bg/status`, `/bg`), as src/i18n/languages.ts `pathIn` has it.
 */
export function pageIn(language: EmailLanguage, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** What the build publishes in the site's other languages, by language; the item itself is English. */
export type Translations<T> = { [L in Exclude<EmailLanguage, 'en'>]?: T };

/**
 * The reply the careers pages promise (src/site.ts `figures.replyBusinessDays`). Edge Functions
 * deploy only what lies under supabase/functions/, so the number is restated here; a unit test
 * keeps the two equal.
 */
export const APPLICATION_REPLY_BUSINESS_DAYS = 5;

export const TEMPLATES = [
  'subscription_confirmation',
  'contact_notification',
  'contact_acknowledgement',
  'application_notification',
  'application_acknowledgement',
  'status_notice',
  'weekly_report',
  'newsletter',
] as const;
export type Template = (typeof TEMPLATES)[number];

export interface MailSite {
  /** The site's origin: every link in an email opens a page there. */
  siteUrl: string;
  siteName: string;
}

/** An email's words; `toSubscriber` emails carry the unsubscribe link and headers. */
export interface EmailContent {
  subject: string;
  text: string;
  replyTo?: string;
  toSubscriber: boolean;
  /** The language it is written in (the team's emails are English whatever the row's). */
  language: EmailLanguage;
}

export type SubscriptionList = 'newsletter' | 'status';
export const SUBSCRIPTION_CHOICES = ['incidents', 'maintenance', 'resolutions', 'performance'] as const;
export type Choices = Record<(typeof SUBSCRIPTION_CHOICES)[number], boolean>;

export interface Submission {
  submitted_at: string;
  name: string;
  email: string;
  company: string | null;
  message: string;
  resume_path: string | null;
  suspected_bot: boolean;
  /** The language of the form the visitor used (absent in rows queued before it was stored). */
  language?: EmailLanguage;
}

/** A status notice as the build publishes it (src/lib/status/notices.ts). */
export interface StatusNotice {
  id: string;
  kind: 'incident' | 'maintenance' | 'resolution';
  title: string;
  description: string;
  /** The day an incident began, or when maintenance starts (ISO 8601). */
  date: string;
  /** Maintenance only: when it ends. */
  ends?: string;
  impact?: string;
  duration?: string;
  /** The notice as the status page shows it in another language; without it, the English words are sent. */
  translations?: Translations<Pick<StatusNotice, 'title' | 'description' | 'duration'>>;
}

export interface StatusFigures {
  updated: string;
  metrics: { label: string; value: string; detail: string }[];
  services: { name: string; status: string; uptime: number; responseTime: number }[];
  /** The figures as the status page shows them in another language. */
  translations?: Translations<Pick<StatusFigures, 'metrics' | 'services'>>;
}

/** A blog post as the build publishes it (src/pages/blog/posts.json.ts). */
export interface PublishedPost {
  id: string;
  title: string;
  excerpt: string;
  path: string;
  /** The post's version in another language, where one is written; its path leads to it (`/bg/blog/…`). */
  translations?: Translations<Pick<PublishedPost, 'title' | 'excerpt' | 'path'>>;
}

/** What each template reads from its row's `data`. */
export interface TemplateData {
  subscription_confirmation: { list: SubscriptionList; confirm_token: string; expires_at: string; choices: Choices | null };
  contact_notification: Submission;
  contact_acknowledgement: Record<string, never>;
  application_notification: Submission & { resume?: { url: string; expires_at: string } };
  application_acknowledgement: { position: string };
  status_notice: { notice: StatusNotice };
  weekly_report: { week_from: string; week_to: string; figures: StatusFigures };
  newsletter: { posts: PublishedPost[] };
}

export interface Links {
  /** The site's page that unsubscribes this subscriber. */
  unsubscribe?: string;
}

/**
 * The company's clock: every date and time in an email is Sofia's. Restated from src/site.ts
 * (SITE_TIME_ZONE) for the same reason as the reply days; a unit test keeps the two equal.
 */
export const TIME_ZONE = 'Europe/Sofia';

/** Who reads an email: the site it comes from, the recipient's links, and the language it is written in. */
interface Reader {
  site: MailSite;
  links: Links;
  language: EmailLanguage;
  words: EmailWords;
}

type Render<T extends Template> = (data: TemplateData[T], reader: Reader) => Omit<EmailContent, 'language'>;

const link = (site: MailSite, path: string) => new URL(path, site.siteUrl).href;
/** A page of the site in the reader's language. */
const pageLink = ({ site, language }: Reader, path: string) => link(site, pageIn(language, path));
/** The site itself, as the footer names it: its home page in the reader's language. */
const home = ({ site, language }: Reader) => (language === 'en' ? site.siteUrl : link(site, pageIn(language, '/')));

const ENGLISH = EMAIL_WORDS.en;

/** A date as a reader in Sofia reads it: "9 January 2025", "9 януари 2025 г.". */
function day(value: string | Date, words = ENGLISH): string {
  return new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(value));
}

/** "14:30", "09:05" in Sofia (two-digit hours: Bulgarian's short style would write "9:05"). */
function clock(value: string | Date, words = ENGLISH): string {
  return new Intl.DateTimeFormat(words.locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE }).format(
    new Date(value),
  );
}

/** "9 January 2025 at 14:30 (Sofia time)", "9 януари 2025 г. в 14:30 ч. (българско време)". */
function sofiaTime(value: string | Date, words = ENGLISH): string {
  return words.sofiaTime(day(value, words), clock(value, words));
}

/** "16 – 22 November 2026", "30 November – 6 December 2026", "16–22 ноември 2026 г.". */
function days(from: string, to: string, words: EmailWords): string {
  const range = new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: TIME_ZONE }).formatRange(new Date(from), new Date(to));
  // ICU sets the dash between thin spaces, and Bulgarian's "г." after a narrow no-break space,
  // which some mail clients show as boxes.
  return words.dayRange(range.replace(/[\u2009\u202f]/g, ' '));
}

/** "incidents, resolutions and weekly performance reports". */
function listOf(items: string[], words: EmailWords): string {
  return new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(items);
}

/**
 * An item as the reader reads it: its version in their language, or the English one, which
 * `englishOnly` marks for a reader of another language.
 */
function inReaderLanguage<T>(item: T & { translations?: Translations<T> }, language: EmailLanguage): { shown: T; englishOnly: boolean } {
  if (language === 'en') return { shown: item, englishOnly: false };
  const translation = item.translations?.[language];
  return { shown: translation ?? item, englishOnly: !translation };
}

/** The closing lines of an email to a subscriber: who sends it, why, and the way out. */
function subscriberFooter(reader: Reader, why: string): string[] {
  const { site, links, words } = reader;
  return ['', '—', `${site.siteName} · ${home(reader)}`, why, `${words.unsubscribeOneClick}: ${links.unsubscribe ?? ''}`];
}

const subscriptionConfirmation: Render<'subscription_confirmation'> = ({ list, confirm_token, expires_at, choices }, reader) => {
  const { site, links, words } = reader;
  const chosen = choices ? SUBSCRIPTION_CHOICES.filter((key) => choices[key]).map((key) => words.choices[key]) : [];
  return {
    subject: words.confirmation.subject(list, site.siteName),
    text: [
      words.hello,
      '',
      words.confirmation.asked(list, site.siteName),
      ...(choices ? [chosen.length > 0 ? words.confirmation.chose(listOf(chosen, words)) : words.confirmation.choseNone] : []),
      '',
      words.confirmation.openLink,
      `${pageLink(reader, CONFIRM_PAGE_PATH)}?token=${confirm_token}`,
      '',
      words.confirmation.validUntil(sofiaTime(expires_at, words)),
      words.confirmation.notYou,
      '',
      `${site.siteName} · ${home(reader)}`,
      `${words.confirmation.unsubscribe}: ${links.unsubscribe ?? ''}`,
    ].join('\n'),
    toSubscriber: true,
  };
};

// The team's emails: English, whatever the visitor's language, which they name when it is another.

/** "[Suspected bot] " before the subject of a submission whose hidden form field was filled in. */
const botMark = (submission: Submission) => (submission.suspected_bot ? '[Suspected bot] ' : '');
const botWarning = (submission: Submission) =>
  submission.suspected_bot
    ? [
        '',
        'Suspected bot: the hidden field that people never see was filled in. It may be spam, or a browser filling in forms on its own; check before you reply.',
      ]
    : [];
/** What each language is called in the team's emails. */
const LANGUAGE_NAMES: Record<EmailLanguage, string> = { en: 'English', bg: 'Bulgarian' };
/** "Language: Bulgarian (…)" for a visitor who used a form in another language than English. */
const languageLine = ({ language }: Submission) =>
  language && language !== 'en' ? [`Language: ${LANGUAGE_NAMES[language]} (the form on the ${LANGUAGE_NAMES[language]} site)`] : [];

const contactNotification: Render<'contact_notification'> = (message) => ({
  subject: `${botMark(message)}Contact form: ${message.name}${message.company ? `, ${message.company}` : ''}`,
  text: [
    `${message.name} wrote through the contact form on ${sofiaTime(message.submitted_at)}.`,
    ...botWarning(message),
    '',
    `Name:     ${message.name}`,
    `Email:    ${message.email}`,
    `Company:  ${message.company ?? 'not given'}`,
    ...languageLine(message),
    '',
    'Message:',
    message.message,
    '',
    '—',
    `Reply to this email to answer ${message.name} directly.`,
  ].join('\n'),
  replyTo: message.email,
  toSubscriber: false,
});

// Quotes nothing the visitor typed: whoever enters someone else's address can make us send only
// these words, at most once a day.
const contactAcknowledgement: Render<'contact_acknowledgement'> = (_, reader) => {
  const { site, words } = reader;
  return {
    subject: words.contactAcknowledgement.subject(site.siteName),
    text: [
      words.hello,
      '',
      words.contactAcknowledgement.thanks(site.siteName),
      '',
      words.contactAcknowledgement.notYou,
      '',
      '—',
      `${site.siteName} · ${home(reader)}`,
    ].join('\n'),
    toSubscriber: false,
  };
};

// The form's message already holds the position, with every other field.
const applicationNotification: Render<'application_notification'> = (application) => {
  const { resume } = application;
  return {
    subject: `${botMark(application)}Application ${application.company ? `for ${application.company}` : '(no position given)'}: ${application.name}`,
    text: [
      `${application.name} applied on ${sofiaTime(application.submitted_at)}.`,
      ...botWarning(application),
      '',
      `Name:     ${application.name}`,
      `Email:    ${application.email}`,
      ...languageLine(application),
      '',
      application.message,
      '',
      resume
        ? `Résumé (link valid until ${day(resume.expires_at)} at ${clock(resume.expires_at)}, Sofia time):\n${resume.url}`
        : 'Résumé: none was attached.',
      '',
      '—',
      `Reply to this email to answer ${application.name} directly. We promised a reply within ${APPLICATION_REPLY_BUSINESS_DAYS} business days.`,
    ].join('\n'),
    replyTo: application.email,
    toSubscriber: false,
  };
};

// Names the position as a label, which reads right for a role and for "Other" alike.
const applicationAcknowledgement: Render<'application_acknowledgement'> = ({ position }, reader) => {
  const { site, words } = reader;
  return {
    subject: words.applicationAcknowledgement.subject(site.siteName),
    text: [
      words.hello,
      '',
      words.applicationAcknowledgement.thanks(site.siteName, position || null),
      '',
      words.applicationAcknowledgement.reply(APPLICATION_REPLY_BUSINESS_DAYS),
      '',
      words.applicationAcknowledgement.notYou,
      '',
      '—',
      `${site.siteName} · ${home(reader)}`,
    ].join('\n'),
    toSubscriber: false,
  };
};

/** When maintenance runs: one day with its hours, or, across midnight, both days. */
function maintenanceWindow(starts: string, ends: string, words: EmailWords): string {
  return day(starts, words) === day(ends, words)
    ? words.notice.maintenanceOneDay(day(starts, words), clock(starts, words), clock(ends, words))
    : words.notice.maintenanceAcross(
        { day: day(starts, words), clock: clock(starts, words) },
        { day: day(ends, words), clock: clock(ends, words) },
      );
}

const statusNotice: Render<'status_notice'> = ({ notice }, reader) => {
  const { site, language, words } = reader;
  const { shown, englishOnly } = inReaderLanguage(notice, language);
  const { title, description, duration } = shown;
  const heading = `${words.notice.subjects[notice.kind]}: ${title}`;
  const when =
    notice.kind === 'maintenance'
      ? [maintenanceWindow(notice.date, notice.ends ?? notice.date, words)]
      : [words.notice.began(day(notice.date, words)), ...(duration ? [words.notice.duration(duration)] : [])];
  return {
    subject: heading,
    text: [
      heading,
      ...(englishOnly ? [words.notice.englishOnly] : []),
      '',
      ...when,
      ...(notice.impact ? [words.notice.impact(notice.impact)] : []),
      '',
      description,
      '',
      words.notice.current(pageLink(reader, STATUS_PAGE_PATH)),
      ...subscriberFooter(reader, words.notice.why(notice.kind, site.siteName)),
    ].join('\n'),
    toSubscriber: true,
  };
};

// The figures are the status page's latest, each with the period it covers.
const weeklyReport: Render<'weekly_report'> = ({ week_from, week_to, figures }, reader) => {
  const { site, language, words } = reader;
  const { shown, englishOnly } = inReaderLanguage(figures, language);
  const { metrics, services } = shown;
  return {
    subject: words.weekly.subject(site.siteName, days(week_from, week_to, words)),
    text: [
      words.weekly.latest(site.siteName, sofiaTime(figures.updated, words)),
      '',
      ...(englishOnly ? [words.weekly.englishOnly, ''] : []),
      ...metrics.map((metric) => `${metric.label}: ${metric.value} (${metric.detail})`),
      '',
      words.weekly.byService,
      ...services.map((service) =>
        words.weekly.service(
          service.name,
          words.weekly.status(service.status),
          words.number(service.uptime),
          words.number(service.responseTime),
        ),
      ),
      '',
      words.weekly.page(pageLink(reader, STATUS_PAGE_PATH)),
      ...subscriberFooter(reader, words.weekly.why(site.siteName)),
    ].join('\n'),
    toSubscriber: true,
  };
};

// A post written in the reader's language links to that version; one in English only says so.
const newsletter: Render<'newsletter'> = ({ posts }, reader) => {
  const { site, language, words } = reader;
  const shown = posts.map((post) => {
    const { shown, englishOnly } = inReaderLanguage(post, language);
    return { ...shown, englishOnly };
  });
  return {
    subject: words.newsletter.subject(site.siteName, shown.length, shown[0]?.title ?? ''),
    text: [
      words.newsletter.intro(shown.length),
      ...shown.flatMap((post) => [
        '',
        post.title,
        post.excerpt,
        ...(post.englishOnly ? [words.newsletter.englishOnly] : []),
        link(site, post.path),
      ]),
      ...subscriberFooter(reader, words.newsletter.why(site.siteName)),
    ].join('\n'),
    toSubscriber: true,
  };
};

const RENDERERS: { [T in Template]: Render<T> } = {
  subscription_confirmation: subscriptionConfirmation,
  contact_notification: contactNotification,
  contact_acknowledgement: contactAcknowledgement,
  application_notification: applicationNotification,
  application_acknowledgement: applicationAcknowledgement,
  status_notice: statusNotice,
  weekly_report: weeklyReport,
  newsletter,
};

/** Emails to the team: always English. */
const TEAM_TEMPLATES: ReadonlySet<Template> = new Set(['contact_notification', 'application_notification']);

/**
 * The words of one email; links.unsubscribe must be given for an email to a subscriber.
 * `language` is the row's: a visitor's or subscriber's email is written in it, the team's always
 * in English.
 */
export function renderEmail<T extends Template>(
  template: T,
  data: TemplateData[T],
  site: MailSite,
  links: Links = {},
  language: EmailLanguage = 'en',
): EmailContent {
  const render = RENDERERS[template] as Render<T> | undefined;
  if (!render) throw new Error(`No email template named ${template}`);
  const written = TEAM_TEMPLATES.has(template) ? 'en' : language;
  return { ...render(data, { site, links, language: written, words: EMAIL_WORDS[written] }), language: written };
}

/** The site's page that ends a subscription, in the subscriber's language; also where a mail client's GET of the header's link goes. */
export function unsubscribePage(site: MailSite, token: string, language: EmailLanguage = 'en'): string {
  return `${link(site, pageIn(language, UNSUBSCRIBE_PAGE_PATH))}?token=${token}`;
}

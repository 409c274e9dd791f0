// Every email the backend sends, as its recipient reads it: one function a template, from the
// facts its outbox row holds (supabase/migrations/20261126090000_outbox.sql). Plain text only:
// nothing to track, nothing a mail client must load.

/** The site's pages that emailed links open (src/pages/…). */
export const CONFIRM_PAGE_PATH = '/confirm-subscription';
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';
export const STATUS_PAGE_PATH = '/status';

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
}

export interface StatusFigures {
  updated: string;
  metrics: { label: string; value: string; detail: string }[];
  services: { name: string; status: string; uptime: number; responseTime: number }[];
}

/** A blog post as the build publishes it (src/pages/blog/posts.json.ts). */
export interface PublishedPost {
  id: string;
  title: string;
  excerpt: string;
  path: string;
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

type Render<T extends Template> = (data: TemplateData[T], site: MailSite, links: Links) => EmailContent;

const link = (site: MailSite, path: string) => new URL(path, site.siteUrl).href;

/** A date as an English reader in Sofia reads it: "9 January 2025". */
function day(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(value));
}

/** "14:30" in Sofia. */
function clock(value: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(value));
}

/** "9 January 2025 at 14:30 (Sofia time)". */
function sofiaTime(value: string | Date): string {
  return `${day(value)} at ${clock(value)} (Sofia time)`;
}

/** "23–29 November 2026", "30 November – 6 December 2026". */
function days(from: string, to: string): string {
  const range = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: TIME_ZONE }).formatRange(new Date(from), new Date(to));
  // ICU sets the dash between thin spaces, which some mail clients show as boxes.
  return range.replace(/\u2009/g, ' ');
}

/** "incidents, resolutions and weekly performance reports". */
function listOf(items: string[]): string {
  return new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
}

/** The closing lines of an email to a subscriber: who sends it, why, and the way out. */
function subscriberFooter(site: MailSite, why: string, links: Links): string[] {
  return ['', '—', `${site.siteName} · ${site.siteUrl}`, why, `Unsubscribe with one click: ${links.unsubscribe ?? ''}`];
}

const CHOICE_LABELS: Record<keyof Choices, string> = {
  incidents: 'incidents',
  maintenance: 'scheduled maintenance',
  resolutions: 'resolutions',
  performance: 'weekly performance reports',
};

const subscriptionConfirmation: Render<'subscription_confirmation'> = ({ list, confirm_token, expires_at, choices }, site, links) => {
  const what = list === 'newsletter' ? `new articles from the ${site.siteName} blog` : `${site.siteName} status updates`;
  const chosen = choices ? SUBSCRIPTION_CHOICES.filter((key) => choices[key]).map((key) => CHOICE_LABELS[key]) : [];
  return {
    subject:
      list === 'newsletter' ? `Confirm your subscription to the ${site.siteName} blog` : `Confirm your ${site.siteName} status updates`,
    text: [
      'Hello,',
      '',
      `Someone, hopefully you, asked to receive ${what} at this address.`,
      ...(choices ? [chosen.length > 0 ? `You chose: ${listOf(chosen)}.` : 'You chose no notifications.'] : []),
      '',
      'To confirm, open this link:',
      `${link(site, CONFIRM_PAGE_PATH)}?token=${confirm_token}`,
      '',
      `The link works until ${sofiaTime(expires_at)}. Until you open it, you are not subscribed.`,
      'If you did not ask for this, ignore this email and you will hear nothing more from us.',
      '',
      `${site.siteName} · ${site.siteUrl}`,
      `Unsubscribe: ${links.unsubscribe ?? ''}`,
    ].join('\n'),
    toSubscriber: true,
  };
};

/** "[Suspected bot] " before the subject of a submission whose hidden form field was filled in. */
const botMark = (submission: Submission) => (submission.suspected_bot ? '[Suspected bot] ' : '');
const botWarning = (submission: Submission) =>
  submission.suspected_bot
    ? [
        '',
        'Suspected bot: the hidden field that people never see was filled in. It may be spam, or a browser filling in forms on its own; check before you reply.',
      ]
    : [];

const contactNotification: Render<'contact_notification'> = (message) => ({
  subject: `${botMark(message)}Contact form: ${message.name}${message.company ? `, ${message.company}` : ''}`,
  text: [
    `${message.name} wrote through the contact form on ${sofiaTime(message.submitted_at)}.`,
    ...botWarning(message),
    '',
    `Name:     ${message.name}`,
    `Email:    ${message.email}`,
    `Company:  ${message.company ?? 'not given'}`,
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
const contactAcknowledgement: Render<'contact_acknowledgement'> = (_, site) => ({
  subject: `We have your message — ${site.siteName}`,
  text: [
    'Hello,',
    '',
    `Thank you for contacting ${site.siteName}. Your message has reached our team, and the right person will reply to this address.`,
    '',
    'If you did not write to us, someone may have entered your address by mistake. You can ignore this email; we will not write again unless you contact us.',
    '',
    '—',
    `${site.siteName} · ${site.siteUrl}`,
  ].join('\n'),
  toSubscriber: false,
});

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
const applicationAcknowledgement: Render<'application_acknowledgement'> = ({ position }, site) => ({
  subject: `We have your application — ${site.siteName}`,
  text: [
    'Hello,',
    '',
    `Thank you for applying to ${site.siteName}. We have your application${position ? ` (position: ${position})` : ''}.`,
    '',
    `Someone from our team reads every application, and we will reply to this address within ${APPLICATION_REPLY_BUSINESS_DAYS} business days.`,
    '',
    'If you did not apply, someone may have entered your address by mistake. You can ignore this email.',
    '',
    '—',
    `${site.siteName} · ${site.siteUrl}`,
  ].join('\n'),
  toSubscriber: false,
});

const NOTICE_SUBJECTS: Record<StatusNotice['kind'], string> = {
  incident: 'Incident',
  maintenance: 'Scheduled maintenance',
  resolution: 'Resolved',
};
const NOTICE_CHOICES: Record<StatusNotice['kind'], string> = {
  incident: 'incident notices',
  maintenance: 'maintenance notices',
  resolution: 'resolution notices',
};

/** "On 1 December 2026, from 22:00 to 23:30 (Sofia time)." or, across midnight, both days. */
function maintenanceWindow(starts: string, ends: string): string {
  return day(starts) === day(ends)
    ? `On ${day(starts)}, from ${clock(starts)} to ${clock(ends)} (Sofia time).`
    : `From ${sofiaTime(starts).replace(' (Sofia time)', '')} to ${sofiaTime(ends)}.`;
}

const statusNotice: Render<'status_notice'> = ({ notice }, site, links) => {
  const heading = `${NOTICE_SUBJECTS[notice.kind]}: ${notice.title}`;
  const when =
    notice.kind === 'maintenance'
      ? [maintenanceWindow(notice.date, notice.ends ?? notice.date)]
      : [`It began on ${day(notice.date)}.`, ...(notice.duration ? [`Duration: ${notice.duration}.`] : [])];
  return {
    subject: heading,
    text: [
      heading,
      '',
      ...when,
      ...(notice.impact ? [`Impact: ${notice.impact}.`] : []),
      '',
      notice.description,
      '',
      `The current status of every service: ${link(site, STATUS_PAGE_PATH)}`,
      ...subscriberFooter(
        site,
        `You receive this because you chose ${NOTICE_CHOICES[notice.kind]} in your ${site.siteName} status updates.`,
        links,
      ),
    ].join('\n'),
    toSubscriber: true,
  };
};

// The figures are the status page's latest, each with the period it covers.
const weeklyReport: Render<'weekly_report'> = ({ week_from, week_to, figures }, site, links) => ({
  subject: `${site.siteName} weekly performance report, ${days(week_from, week_to)}`,
  text: [
    `${site.siteName}'s latest figures, as published on ${sofiaTime(figures.updated)}:`,
    '',
    ...figures.metrics.map((metric) => `${metric.label}: ${metric.value} (${metric.detail})`),
    '',
    'By service (uptime over 90 days, average response time):',
    ...figures.services.map(
      (service) => `- ${service.name}: ${service.status.replace(/[_-]+/g, ' ')}, ${service.uptime}% uptime, ${service.responseTime} ms`,
    ),
    '',
    `The status page: ${link(site, STATUS_PAGE_PATH)}`,
    ...subscriberFooter(
      site,
      `You receive this every Monday because you chose weekly performance reports in your ${site.siteName} status updates.`,
      links,
    ),
  ].join('\n'),
  toSubscriber: true,
});

const newsletter: Render<'newsletter'> = ({ posts }, site, links) => ({
  subject:
    posts.length === 1
      ? `New on the ${site.siteName} blog: ${posts[0]!.title}`
      : `${posts.length} new articles on the ${site.siteName} blog`,
  text: [
    posts.length === 1 ? 'A new article on our blog:' : `${posts.length} new articles on our blog:`,
    ...posts.flatMap((post) => ['', post.title, post.excerpt, link(site, post.path)]),
    ...subscriberFooter(site, `You receive this because you subscribed to the ${site.siteName} blog.`, links),
  ].join('\n'),
  toSubscriber: true,
});

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

/** The words of one email; links.unsubscribe must be given for an email to a subscriber. */
export function renderEmail<T extends Template>(template: T, data: TemplateData[T], site: MailSite, links: Links = {}): EmailContent {
  const render = RENDERERS[template] as Render<T> | undefined;
  if (!render) throw new Error(`No email template named ${template}`);
  return render(data, site, links);
}

/** The site's page that ends a subscription; also where a mail client's GET of the header's link goes. */
export function unsubscribePage(site: MailSite, token: string): string {
  return `${link(site, UNSUBSCRIBE_PAGE_PATH)}?token=${token}`;
}

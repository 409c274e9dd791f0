// The words of the emails a visitor or subscriber reads, one table per language; templates.ts lays
// them out. Emails to the team are English only and keep their words in templates.ts. Bulgarian
// follows docs/glossary.md: formal "Вие" (capital В), dates "9 януари 2025 г.", times "14:30 ч.",
// decimal comma, and the words the Bulgarian status page and subscription form use.
import type { Choices, StatusNotice, SubscriptionList } from './templates.ts';

export const EMAIL_LANGUAGES = ['en', 'bg'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

/** The language of an email from what a row or a request says: a known one, else English. */
export const emailLanguage = (value: unknown): EmailLanguage =>
  EMAIL_LANGUAGES.includes(value as EmailLanguage) ? (value as EmailLanguage) : 'en';

type Kind = StatusNotice['kind'];
type Choice = keyof Choices;
type List = SubscriptionList;
/** A moment on Sofia's clock, as the language writes its day and its time. */
interface Moment {
  day: string;
  clock: string;
}

export interface EmailWords {
  /** For Intl: dates, times, lists and numbers. */
  locale: string;
  /** A number as the language writes it: "99.98", "99,98". */
  number(value: number): string;
  /** A range of days as Intl writes it, punctuated as the language does: "16–22 ноември 2026 г.". */
  dayRange(range: string): string;
  /** A moment on Sofia's clock. */
  sofiaTime(day: string, clock: string): string;
  hello: string;
  confirmation: {
    subject(list: List, site: string): string;
    asked(list: List, site: string): string;
    chose(items: string): string;
    choseNone: string;
    openLink: string;
    validUntil(when: string): string;
    notYou: string;
    /** The last line of a confirmation, before the link. */
    unsubscribe: string;
  };
  choices: Record<Choice, string>;
  contactAcknowledgement: { subject(site: string): string; thanks(site: string): string; notYou: string };
  applicationAcknowledgement: {
    subject(site: string): string;
    thanks(site: string, position: string | null): string;
    reply(businessDays: number): string;
    notYou: string;
  };
  notice: {
    subjects: Record<Kind, string>;
    began(day: string): string;
    duration(duration: string): string;
    impact(impact: string): string;
    /** "On 1 December 2026, from 22:00 to 23:30 (Sofia time)." */
    maintenanceOneDay(day: string, from: string, to: string): string;
    /** A window across midnight: "From 1 December 2026 at 23:00 to 2 December 2026 at 01:00 (Sofia time)." */
    maintenanceAcross(from: Moment, to: Moment): string;
    /** Said before a notice's details when they exist in English only (never in English). */
    englishOnly: string;
    current(link: string): string;
    why(kind: Kind, site: string): string;
  };
  weekly: {
    subject(site: string, days: string): string;
    latest(site: string, when: string): string;
    /** Said before the figures when they exist in English only (never in English). */
    englishOnly: string;
    byService: string;
    service(name: string, status: string, uptime: string, milliseconds: string): string;
    status(value: string): string;
    page(link: string): string;
    why(site: string): string;
  };
  newsletter: {
    subject(site: string, count: number, title: string): string;
    intro(count: number): string;
    /** Said of a post written in English only (never in English). */
    englishOnly: string;
    why(site: string): string;
  };
  /** The last line of a subscriber's email, before the link. */
  unsubscribeOneClick: string;
}

/** "partial_outage" → "partial outage": a value no table knows is still shown, in words. */
const inWords = (value: string) => value.replace(/[_-]+/g, ' ');

const EN: EmailWords = {
  locale: 'en-GB',
  number: (value) => String(value),
  dayRange: (range) => range,
  sofiaTime: (day, clock) => `${day} at ${clock} (Sofia time)`,
  hello: 'Hello,',
  confirmation: {
    subject: (list, site) =>
      list === 'newsletter' ? `Confirm your subscription to the ${site} blog` : `Confirm your ${site} status updates`,
    asked: (list, site) =>
      `Someone, hopefully you, asked to receive ${list === 'newsletter' ? `new articles from the ${site} blog` : `${site} status updates`} at this address.`,
    chose: (items) => `You chose: ${items}.`,
    choseNone: 'You chose no notifications.',
    openLink: 'To confirm, open this link:',
    validUntil: (when) => `The link works until ${when}. Until you open it, you are not subscribed.`,
    notYou: 'If you did not ask for this, ignore this email and you will hear nothing more from us.',
    unsubscribe: 'Unsubscribe',
  },
  choices: {
    incidents: 'incidents',
    maintenance: 'scheduled maintenance',
    resolutions: 'resolutions',
    performance: 'weekly performance reports',
  },
  contactAcknowledgement: {
    subject: (site) => `We have your message — ${site}`,
    thanks: (site) =>
      `Thank you for contacting ${site}. Your message has reached our team, and the right person will reply to this address.`,
    notYou:
      'If you did not write to us, someone may have entered your address by mistake. You can ignore this email; we will not write again unless you contact us.',
  },
  applicationAcknowledgement: {
    subject: (site) => `We have your application — ${site}`,
    thanks: (site, position) => `Thank you for applying to ${site}. We have your application${position ? ` (position: ${position})` : ''}.`,
    reply: (days) => `Someone from our team reads every application, and we will reply to this address within ${days} business days.`,
    notYou: 'If you did not apply, someone may have entered your address by mistake. You can ignore this email.',
  },
  notice: {
    subjects: { incident: 'Incident', maintenance: 'Scheduled maintenance', resolution: 'Resolved' },
    began: (day) => `It began on ${day}.`,
    duration: (duration) => `Duration: ${duration}.`,
    impact: (impact) => `Impact: ${impact}.`,
    maintenanceOneDay: (day, from, to) => `On ${day}, from ${from} to ${to} (Sofia time).`,
    maintenanceAcross: (from, to) => `From ${from.day} at ${from.clock} to ${to.day} at ${to.clock} (Sofia time).`,
    englishOnly: '',
    current: (link) => `The current status of every service: ${link}`,
    why: (kind, site) => `You receive this because you chose ${kind} notices in your ${site} status updates.`,
  },
  weekly: {
    subject: (site, days) => `${site} weekly performance report, ${days}`,
    latest: (site, when) => `${site}'s latest figures, as published on ${when}:`,
    englishOnly: '',
    byService: 'By service (uptime over 90 days, average response time):',
    service: (name, status, uptime, milliseconds) => `- ${name}: ${status}, ${uptime}% uptime, ${milliseconds} ms`,
    status: inWords,
    page: (link) => `The status page: ${link}`,
    why: (site) => `You receive this every Monday because you chose weekly performance reports in your ${site} status updates.`,
  },
  newsletter: {
    subject: (site, count, title) => (count === 1 ? `New on the ${site} blog: ${title}` : `${count} new articles on the ${site} blog`),
    intro: (count) => (count === 1 ? 'A new article on our blog:' : `${count} new articles on our blog:`),
    englishOnly: '',
    why: (site) => `You receive this because you subscribed to the ${site} blog.`,
  },
  unsubscribeOneClick: 'Unsubscribe with one click',
};

const BG_NUMBER = new Intl.NumberFormat('bg-BG', { maximumFractionDigits: 3 });
// As the Bulgarian status page labels them (src/i18n/bg/status-page.ts).
const BG_IMPACT: Record<string, string> = { minimal: 'минимално', low: 'слабо', moderate: 'умерено', high: 'силно' };
const BG_SERVICE_STATUS: Record<string, string> = {
  operational: 'работи нормално',
  degraded: 'влошена работа',
  degraded_performance: 'влошена работа',
  partial_outage: 'частично прекъсване',
  outage: 'прекъсване',
  major_outage: 'прекъсване',
  maintenance: 'профилактика',
};
// As the Bulgarian status-updates form names them (src/i18n/bg/forms.ts).
const BG_CHOICES: Record<Choice, string> = {
  incidents: 'инциденти',
  maintenance: 'планирана поддръжка',
  resolutions: 'отстранени инциденти',
  performance: 'седмични отчети за производителността',
};
const CHOICE_OF: Record<Kind, Choice> = { incident: 'incidents', maintenance: 'maintenance', resolution: 'resolutions' };
const BG_STATUS_UPDATES = (site: string) => `известия за статуса на ${site}`;
const bgWhy = (site: string, choice: Choice) =>
  `защото сте се абонирали за ${BG_STATUS_UPDATES(site)} и сте избрали „${BG_CHOICES[choice]}“.`;

const BG: EmailWords = {
  locale: 'bg-BG',
  number: (value) => BG_NUMBER.format(value),
  // Days of one month take an unspaced dash (docs/glossary.md); ICU spaces it.
  dayRange: (range) => range.replace(/^(\d+) – (\d+) /, '$1–$2 '),
  sofiaTime: (day, clock) => `${day} в ${clock} ч. (българско време)`,
  hello: 'Здравейте,',
  confirmation: {
    subject: (list, site) =>
      list === 'newsletter' ? `Потвърдете абонамента си за блога на ${site}` : `Потвърдете абонамента си за ${BG_STATUS_UPDATES(site)}`,
    asked: (list, site) =>
      `Някой – надяваме се, че това сте Вие – поиска да получава на този адрес ${list === 'newsletter' ? `новите статии от блога на ${site}` : BG_STATUS_UPDATES(site)}.`,
    chose: (items) => `Избрахте: ${items}.`,
    choseNone: 'Не сте избрали нито един вид известия.',
    openLink: 'За да потвърдите, отворете тази връзка:',
    validUntil: (when) => `Връзката е валидна до ${when}. Докато не я отворите, не сте абонирани.`,
    notYou: 'Ако заявката не е от Вас, просто не обръщайте внимание на този имейл – повече няма да Ви пишем.',
    unsubscribe: 'Отпишете се',
  },
  choices: BG_CHOICES,
  contactAcknowledgement: {
    subject: (site) => `Получихме съобщението Ви – ${site}`,
    thanks: (site) =>
      `Благодарим Ви, че се свързахте с ${site}. Съобщението Ви вече е при екипа ни и колегата, който се занимава с такива въпроси, ще Ви отговори на този адрес.`,
    notYou:
      'Ако не сте ни писали, вероятно някой е въвел адреса Ви по погрешка. В такъв случай просто не обръщайте внимание на този имейл – няма да Ви пишем отново, освен ако не се свържете с нас.',
  },
  applicationAcknowledgement: {
    subject: (site) => `Получихме кандидатурата Ви – ${site}`,
    thanks: (site, position) =>
      `Благодарим Ви, че кандидатствахте за работа във ${site}. Получихме кандидатурата Ви${position ? ` (позиция: ${position})` : ''}.`,
    reply: (days) => `Преглеждаме лично всяка кандидатура и ще Ви отговорим на този адрес в рамките на ${days} работни дни.`,
    notYou:
      'Ако не сте кандидатствали, вероятно някой е въвел адреса Ви по погрешка. В такъв случай просто не обръщайте внимание на този имейл.',
  },
  notice: {
    subjects: { incident: 'Инцидент', maintenance: 'Планирана поддръжка', resolution: 'Проблемът е отстранен' },
    // A Bulgarian date ends with "г.", which ends the sentence too.
    began: (day) => `Започна на ${day}`,
    duration: (duration) => `Продължителност: ${duration}.`,
    impact: (impact) => `Въздействие: ${BG_IMPACT[impact] ?? inWords(impact)}.`,
    maintenanceOneDay: (day, from, to) => `На ${day} от ${from} до ${to} ч. (българско време).`,
    maintenanceAcross: (from, to) => `От ${from.day} в ${from.clock} ч. до ${to.day} в ${to.clock} ч. (българско време).`,
    englishOnly: 'Това известие е публикувано само на английски.',
    current: (link) => `Текущото състояние на всички услуги: ${link}`,
    why: (kind, site) => `Получавате този имейл, ${bgWhy(site, CHOICE_OF[kind])}`,
  },
  weekly: {
    subject: (site, days) => `Седмичен отчет за производителността на ${site}, ${days}`,
    latest: (site, when) => `Последните показатели на ${site}, публикувани на ${when}:`,
    englishOnly: 'Показателите са публикувани само на английски.',
    byService: 'По услуги (наличност за 90 дни, средно време за отговор):',
    service: (name, status, uptime, milliseconds) => `- ${name}: ${status}, наличност ${uptime}%, ${milliseconds} мс`,
    status: (value) => BG_SERVICE_STATUS[value] ?? inWords(value),
    page: (link) => `Статус на услугите: ${link}`,
    why: (site) => `Получавате този имейл всеки понеделник, ${bgWhy(site, 'performance')}`,
  },
  newsletter: {
    subject: (site, count, title) => (count === 1 ? `Ново в блога на ${site}: ${title}` : `${count} нови статии в блога на ${site}`),
    intro: (count) => (count === 1 ? 'Нова статия в блога ни:' : `${count} нови статии в блога ни:`),
    englishOnly: 'Статията е публикувана само на английски.',
    why: (site) => `Получавате този имейл, защото сте се абонирали за блога на ${site}.`,
  },
  unsubscribeOneClick: 'Отпишете се с едно кликване',
};

export const EMAIL_WORDS: Record<EmailLanguage, EmailWords> = { en: EN, bg: BG };

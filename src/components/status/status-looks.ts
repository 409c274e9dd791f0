// How /status shows the values an operator writes in src/content/status.json. Colour is never the
// only signal: every look has a text label and an icon shape of its own. The values stay English
// in every language's file; the labels come from the page's dictionary (`statusPage.labels`).
import type { Dictionary } from '@/i18n';
import { LANGUAGE_FACTS, type Lang } from '@/i18n/languages';

export type StatusLabels = Dictionary['statusPage']['labels'];

/** English dates on this page have always been British, day first ("15 January 2025"); other languages write their own. */
const dateLocales: Partial<Record<Lang, string>> = { en: 'en-GB' };

/** The Intl locale of the page's dates and times in `lang`. */
export const statusDateLocale = (lang: Lang): string => dateLocales[lang] ?? LANGUAGE_FACTS[lang].intl;

export type StatusTone = 'operational' | 'degraded' | 'outage' | 'neutral';

export interface StatusLook {
  tone: StatusTone;
  label: string;
  /** Classes for the badge that holds the icon and the label. */
  badgeClass: string;
  icon: 'check' | 'warning' | 'cross' | 'info';
}

type KnownTone = Exclude<StatusTone, 'neutral'>;

const knownLooks: Record<KnownTone, Omit<StatusLook, 'label'>> = {
  operational: {
    tone: 'operational',
    badgeClass: 'bg-success-soft text-success-ink ring-emerald-600/30',
    icon: 'check',
  },
  degraded: {
    tone: 'degraded',
    badgeClass: 'bg-warning-soft text-warning-ink ring-amber-600/40',
    icon: 'warning',
  },
  outage: {
    tone: 'outage',
    badgeClass: 'bg-danger-soft text-danger-ink ring-red-600/30',
    icon: 'cross',
  },
};

/** "partial_outage" → "Partial outage": an unknown value is still shown, in words. */
function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a value in the neutral look: its own word, the language's word for any other, or the value itself. */
function neutralLabel(value: string, labels: StatusLabels): string {
  if (Object.hasOwn(labels.neutral, value)) return labels.neutral[value]!;
  if (!value.trim()) return labels.unknown;
  return labels.unlisted ?? humanise(value);
}

/** The look of a service status: operational, degraded and outage have their own; anything else is neutral. */
export function serviceStatusLook(value: string, labels: StatusLabels): StatusLook {
  if (Object.hasOwn(knownLooks, value)) {
    const tone = value as KnownTone;
    return { ...knownLooks[tone], label: labels.services[tone] };
  }
  return {
    tone: 'neutral',
    label: neutralLabel(value, labels),
    badgeClass: 'bg-surface-alt text-muted ring-slate-500/30',
    icon: 'info',
  };
}

/** Worst first: the banner takes the tone of the most affected service. */
const severity: Record<StatusTone, number> = { outage: 3, degraded: 2, neutral: 1, operational: 0 };

/** Classes for the overall banner, by the tone of the worst service. */
export const overallBannerClass: Record<StatusTone, string> = {
  operational: 'border-success-line bg-success-soft text-success-ink',
  neutral: 'border-line-strong bg-surface-alt text-ink',
  degraded: 'border-warning-line bg-warning-soft text-warning-ink',
  outage: 'border-danger-line bg-danger-soft text-danger-ink',
};

export interface OverallStatus {
  tone: StatusTone;
  title: string;
  icon: StatusLook['icon'];
  /** The services that are not operational, each with its label, worst first. */
  affected: { name: string; label: string }[];
}

/** The headline of the page, derived from the services so it cannot disagree with them. */
export function overallStatus(services: readonly { name: string; status: string }[], labels: StatusLabels): OverallStatus {
  const affected = services
    .map((service) => ({ name: service.name, look: serviceStatusLook(service.status, labels) }))
    .filter(({ look }) => look.tone !== 'operational')
    .sort((a, b) => severity[b.look.tone] - severity[a.look.tone]);
  const worst = affected[0]?.look ?? serviceStatusLook('operational', labels);
  return {
    tone: worst.tone,
    title: labels.overall[worst.tone],
    icon: worst.icon,
    affected: affected.map(({ name, look }) => ({ name, label: look.label })),
  };
}

export const incidentImpacts = ['minimal', 'low', 'moderate', 'high'] as const;
export type IncidentImpact = (typeof incidentImpacts)[number];

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

const impactBadgeClasses: Record<IncidentImpact, string> = {
  minimal: 'bg-surface-alt text-muted ring-slate-500/30',
  low: 'bg-info-soft text-info-ink ring-sky-600/30',
  moderate: 'bg-warning-soft text-warning-ink ring-amber-600/40',
  high: 'bg-danger-soft text-danger-ink ring-red-600/30',
};

export function incidentImpactLook(impact: IncidentImpact, labels: StatusLabels): { label: string; badgeClass: string } {
  return { label: labels.impacts[impact], badgeClass: impactBadgeClasses[impact] };
}

export function incidentStatusLabel(status: IncidentStatus, labels: StatusLabels): string {
  return labels.incidents[status];
}

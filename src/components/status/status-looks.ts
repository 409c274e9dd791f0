// How /status shows the values an operator writes in src/content/status.json. Colour is never the
// only signal: every look has a text label and an icon shape of its own.

export type StatusTone = 'operational' | 'degraded' | 'outage' | 'neutral';

export interface StatusLook {
  tone: StatusTone;
  label: string;
  /** Classes for the badge that holds the icon and the label. */
  badgeClass: string;
  icon: 'check' | 'warning' | 'cross' | 'info';
}

const knownLooks: Record<Exclude<StatusTone, 'neutral'>, StatusLook> = {
  operational: {
    tone: 'operational',
    label: 'Operational',
    badgeClass: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
    icon: 'check',
  },
  degraded: {
    tone: 'degraded',
    label: 'Degraded performance',
    badgeClass: 'bg-amber-50 text-amber-900 ring-amber-600/40',
    icon: 'warning',
  },
  outage: {
    tone: 'outage',
    label: 'Outage',
    badgeClass: 'bg-red-50 text-red-800 ring-red-600/30',
    icon: 'cross',
  },
};

/** "partial_outage" → "Partial outage": an unknown value is still shown, in words. */
function humanise(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The look of a service status: operational, degraded and outage have their own; anything else is neutral. */
export function serviceStatusLook(value: string): StatusLook {
  if (Object.hasOwn(knownLooks, value)) return knownLooks[value as keyof typeof knownLooks];
  return {
    tone: 'neutral',
    label: humanise(value) || 'Unknown',
    badgeClass: 'bg-slate-100 text-slate-700 ring-slate-500/30',
    icon: 'info',
  };
}

/** Worst first: the banner takes the tone of the most affected service. */
const severity: Record<StatusTone, number> = { outage: 3, degraded: 2, neutral: 1, operational: 0 };

const overallTitles: Record<StatusTone, string> = {
  operational: 'All Systems Operational',
  neutral: 'Service Notice',
  degraded: 'Degraded Performance',
  outage: 'Service Outage',
};

/** Classes for the overall banner, by the tone of the worst service. */
export const overallBannerClass: Record<StatusTone, string> = {
  operational: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  neutral: 'border-slate-300 bg-slate-50 text-slate-900',
  degraded: 'border-amber-300 bg-amber-50 text-amber-950',
  outage: 'border-red-300 bg-red-50 text-red-900',
};

export interface OverallStatus {
  tone: StatusTone;
  title: string;
  icon: StatusLook['icon'];
  /** The services that are not operational, each with its label, worst first. */
  affected: { name: string; label: string }[];
}

/** The headline of the page, derived from the services so it cannot disagree with them. */
export function overallStatus(services: readonly { name: string; status: string }[]): OverallStatus {
  const affected = services
    .map((service) => ({ name: service.name, look: serviceStatusLook(service.status) }))
    .filter(({ look }) => look.tone !== 'operational')
    .sort((a, b) => severity[b.look.tone] - severity[a.look.tone]);
  const worst = affected[0]?.look ?? knownLooks.operational;
  return {
    tone: worst.tone,
    title: overallTitles[worst.tone],
    icon: worst.icon,
    affected: affected.map(({ name, look }) => ({ name, label: look.label })),
  };
}

export const incidentImpacts = ['minimal', 'low', 'moderate', 'high'] as const;
export type IncidentImpact = (typeof incidentImpacts)[number];

export const incidentStatuses = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

const impactLooks: Record<IncidentImpact, { label: string; badgeClass: string }> = {
  minimal: { label: 'Minimal impact', badgeClass: 'bg-slate-100 text-slate-700 ring-slate-500/30' },
  low: { label: 'Low impact', badgeClass: 'bg-sky-50 text-sky-800 ring-sky-600/30' },
  moderate: { label: 'Moderate impact', badgeClass: 'bg-amber-50 text-amber-900 ring-amber-600/40' },
  high: { label: 'High impact', badgeClass: 'bg-red-50 text-red-800 ring-red-600/30' },
};

export function incidentImpactLook(impact: IncidentImpact): { label: string; badgeClass: string } {
  return impactLooks[impact];
}

export function incidentStatusLabel(status: IncidentStatus): string {
  return humanise(status);
}

// What status subscribers are told, read from the status content: each incident, resolution and
// maintenance window is one notice with an id that stays the same from build to build, so the
// database emails it once (`npm run notify`, supabase/migrations/20261126090000_outbox.sql).
import type { CollectionEntry } from 'astro:content';
// What the status-notice email reads, so the build publishes exactly that.
import type { StatusFigures, StatusNotice } from '../../../supabase/functions/_shared/templates';
import type { Lang } from '@/i18n/languages';
import { dateToDay } from '@/lib/blog/dates';
import { slugify } from '@/lib/blog/slug';

type Status = CollectionEntry<'status'>['data'];

/**
 * An incident is news while it lasts and again when it is resolved; one published already
 * resolved is told once, as its resolution.
 */
export function statusNotices(status: Status): StatusNotice[] {
  const incidents = status.incidents.map((incident): StatusNotice => {
    const kind = incident.status === 'resolved' ? 'resolution' : 'incident';
    const day = dateToDay(incident.date);
    return {
      id: `${kind}:${day}:${slugify(incident.title)}`,
      kind,
      title: incident.title,
      description: incident.description,
      date: day,
      impact: incident.impact,
      duration: incident.duration,
    };
  });
  const maintenance = status.maintenance.map((window): StatusNotice => ({
    id: `maintenance:${window.starts.toISOString()}:${slugify(window.title)}`,
    kind: 'maintenance',
    title: window.title,
    description: window.description,
    date: window.starts.toISOString(),
    ends: window.ends.toISOString(),
  }));
  return [...maintenance, ...incidents];
}

/** The figures of the weekly performance report. */
export function statusFigures({ updated, metrics, services }: Status) {
  return {
    updated: updated.toISOString(),
    metrics,
    services: services.map(({ name, status, uptime, responseTime }) => ({ name, status, uptime, responseTime })),
  };
}

/** What the build publishes for `npm run notify`: the notices and the weekly report's figures. */
export interface PublishedStatus {
  notices: StatusNotice[];
  figures: StatusFigures;
}

export const publishedStatus = (status: Status): PublishedStatus => ({ notices: statusNotices(status), figures: statusFigures(status) });

/**
 * The English notices and figures with their versions in another language, for the emails to
 * subscribers who chose it (supabase/functions/_shared/templates.ts reads `translations`). A
 * notice's translation is the notice at the same place in the translated content with the same
 * kind and date; a notice without one is emailed in English, and says so.
 */
export function withTranslations({ notices, figures }: PublishedStatus, lang: Lang, translated: PublishedStatus): PublishedStatus {
  return {
    notices: notices.map((notice, index) => {
      const other = translated.notices[index];
      if (!other || other.kind !== notice.kind || other.date !== notice.date || other.ends !== notice.ends) return notice;
      const { title, description, duration } = other;
      return { ...notice, translations: { ...notice.translations, [lang]: { title, description, ...(duration && { duration }) } } };
    }),
    // The services' names from the translation; their state and numbers always from the English.
    figures:
      translated.figures.services.length === figures.services.length
        ? {
            ...figures,
            translations: {
              ...figures.translations,
              [lang]: {
                metrics: translated.figures.metrics,
                services: figures.services.map((service, index) => ({ ...service, name: translated.figures.services[index]!.name })),
              },
            },
          }
        : figures,
  };
}

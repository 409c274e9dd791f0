// What status subscribers are told, read from the status content: each incident, resolution and
// maintenance window is one notice with an id that stays the same from build to build, so the
// database emails it once (`npm run notify`, supabase/migrations/20261126090000_outbox.sql).
import type { CollectionEntry } from 'astro:content';
// What the status-notice email reads, so the build publishes exactly that.
import type { StatusNotice } from '../../../supabase/functions/_shared/templates';
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

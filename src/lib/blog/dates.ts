// Post dates as editors write them: a calendar day, YYYY-MM-DD, and nothing else. The build's
// YAML parser turns an unquoted 2025-02-30 into 2 March, so the collection's loader hands the
// schema the text as written (src/collections/blog-loader.ts); a Date still arrives from other
// readers and is accepted only when it is a whole day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const DATE_EXAMPLE = '2025-03-04';

export type DayReading = { day: string; problem?: never } | { day?: never; problem: string };

/** The day a front-matter date names, or what is wrong with it in words an editor can act on. */
export function readPostDay(value: unknown): DayReading {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return { problem: `is not a date; write the day as YYYY-MM-DD, e.g. ${DATE_EXAMPLE}` };
    const iso = value.toISOString();
    if (!iso.endsWith('T00:00:00.000Z')) {
      return { problem: `${iso} has a time of day; write only the day as YYYY-MM-DD, e.g. ${iso.slice(0, 10)}` };
    }
    return { day: iso.slice(0, 10) };
  }
  if (typeof value !== 'string') return { problem: `is missing or not a date; write the day as YYYY-MM-DD, e.g. ${DATE_EXAMPLE}` };
  const text = value.trim();
  const parts = DAY.exec(text);
  if (!parts) {
    return {
      problem: `"${text}" is not written YYYY-MM-DD; write year, month and day with four, two and two digits and no time, e.g. ${DATE_EXAMPLE} for 4 March 2025`,
    };
  }
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { problem: `"${text}" is not a day in the calendar; check the month (01-12) and the day of the month` };
  }
  return { day: text };
}

/** A calendar day as the Date the site stores: midnight UTC, so formatting in UTC shows that day. */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function dateToDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Building a formatter costs far more than using one, and every post's visibility asks for the day.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) it is at `instant` in `timeZone`. */
export function dayIn(timeZone: string, instant: Date): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day a post last changed, as the sitemap tells search engines: `updated`, else `date`. */
export function lastModifiedDay(post: { date: unknown; updated?: unknown }): string | undefined {
  return readPostDay(post.updated ?? post.date).day;
}

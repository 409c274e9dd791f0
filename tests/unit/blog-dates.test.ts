import { describe, expect, it } from 'vitest';
import { dayIn, dayToDate, lastModifiedDay, readPostDay } from '../../src/lib/blog/dates';
import { isVisible } from '../../src/lib/blog/rules';
import { SITE_TIME_ZONE } from '../../src/site';

describe('readPostDay', () => {
  it('reads a real day written YYYY-MM-DD', () => {
    expect(readPostDay('2025-03-04')).toEqual({ day: '2025-03-04' });
    expect(readPostDay('2024-02-29')).toEqual({ day: '2024-02-29' });
  });

  it('refuses days the calendar does not have, instead of rolling them into the next month', () => {
    for (const text of ['2025-02-29', '2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10', '2025-01-00']) {
      expect(readPostDay(text).problem, text).toMatch(/is not a day in the calendar/);
    }
  });

  it('refuses ambiguous and partial forms, with the form it wants', () => {
    for (const text of [
      '04/03/2025',
      '4.3.2025',
      '2025-3-4',
      '2025/03/04',
      '2025-03-04T10:00:00Z',
      '2025-03-04 00:00',
      'March 4, 2025',
      '',
    ]) {
      expect(readPostDay(text).problem, text).toMatch(/is not written YYYY-MM-DD.*e\.g\. 2025-03-04/);
    }
  });

  it('accepts a Date only when it is a whole day, and anything else not at all', () => {
    expect(readPostDay(new Date('2025-03-04T00:00:00Z'))).toEqual({ day: '2025-03-04' });
    expect(readPostDay(new Date('2025-03-04T10:00:00Z')).problem).toMatch(
      /has a time of day; write only the day as YYYY-MM-DD, e\.g\. 2025-03-04/,
    );
    expect(readPostDay(new Date('nonsense')).problem).toMatch(/is not a date/);
    expect(readPostDay(20250304).problem).toMatch(/is missing or not a date/);
    expect(readPostDay(undefined).problem).toMatch(/is missing or not a date/);
  });
});

describe('lastModifiedDay', () => {
  it('is the updated day when there is one, else the publication day', () => {
    expect(lastModifiedDay({ date: '2025-03-04' })).toBe('2025-03-04');
    expect(lastModifiedDay({ date: '2025-03-04', updated: '2025-04-01' })).toBe('2025-04-01');
  });
});

describe('dayIn', () => {
  it('is the calendar day in the given time zone, not the machine’s', () => {
    const lateEvening = new Date('2026-01-14T22:30:00Z');
    expect(dayIn('UTC', lateEvening)).toBe('2026-01-14');
    expect(dayIn('Europe/Sofia', lateEvening)).toBe('2026-01-15');
  });
});

describe('isVisible', () => {
  const published = (day: string, now: string) => isVisible({ draft: false, date: dayToDate(day) }, { now: new Date(now), preview: false });

  it('keeps the company’s clock', () => {
    expect(SITE_TIME_ZONE).toBe('Europe/Sofia');
  });

  it('publishes a post at 00:00 Sofia summer time (UTC+3) on its day', () => {
    expect(published('2026-05-01', '2026-04-30T20:59:59Z')).toBe(false);
    expect(published('2026-05-01', '2026-04-30T21:00:00Z')).toBe(true);
  });

  it('publishes a post at 00:00 Sofia winter time (UTC+2) on its day', () => {
    expect(published('2026-01-15', '2026-01-14T21:59:59Z')).toBe(false);
    expect(published('2026-01-15', '2026-01-14T22:00:00Z')).toBe(true);
  });

  it('follows the clock change: the night it moves forward, and the first midnight after', () => {
    // Sofia moves to summer time at 03:00 on 29 March 2026: that midnight is still UTC+2.
    expect(published('2026-03-29', '2026-03-28T21:59:59Z')).toBe(false);
    expect(published('2026-03-29', '2026-03-28T22:00:00Z')).toBe(true);
    expect(published('2026-03-30', '2026-03-29T20:59:59Z')).toBe(false);
    expect(published('2026-03-30', '2026-03-29T21:00:00Z')).toBe(true);
    // And back to winter time at 04:00 on 25 October 2026.
    expect(published('2026-10-26', '2026-10-25T21:59:59Z')).toBe(false);
    expect(published('2026-10-26', '2026-10-25T22:00:00Z')).toBe(true);
  });

  it('compares in the time zone it is given', () => {
    const now = new Date('2026-04-30T22:00:00Z');
    expect(isVisible({ draft: false, date: dayToDate('2026-05-01') }, { now, preview: false, timeZone: 'UTC' })).toBe(false);
    expect(isVisible({ draft: false, date: dayToDate('2026-05-01') }, { now, preview: false })).toBe(true);
  });
});

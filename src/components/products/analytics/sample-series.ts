import { LANGUAGE_FACTS, type Lang } from '@/i18n/languages';

/**
 * Sample data for the analytics page's mock dashboard. The values are pseudo-random but come from
 * a fixed seed, so every build draws the same bars and a redeploy never changes the picture.
 */

/** mulberry32: a tiny, well-distributed 32-bit generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SamplePoint {
  label: string;
  value: number;
}

/** Whole numbers between `min` and `max` (inclusive), one per label. */
export function sampleSeries(labels: readonly string[], { seed, min, max }: { seed: number; min: number; max: number }): SamplePoint[] {
  const random = seededRandom(seed);
  return labels.map((label) => ({ label, value: Math.round(min + random() * (max - min)) }));
}

/** Short weekday names, Monday first, as `lang` writes them (Mon…Sun, пн…нд). */
function weekdays(lang: Lang): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_FACTS[lang].intl, { weekday: 'short', timeZone: 'UTC' });
  // 13 January 2025 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2025, 0, 13 + day)));
}

/** Conversations per weekday in the demo workspace the dashboard shows; the values are the same in every language. */
export const dashboardSeries = (lang: Lang) => sampleSeries(weekdays(lang), { seed: 20_250_113, min: 900, max: 2_400 });

export const seriesTotal = (series: readonly SamplePoint[]) => series.reduce((sum, point) => sum + point.value, 0);

export const formatCount = (value: number, lang: Lang) => value.toLocaleString(LANGUAGE_FACTS[lang].intl);

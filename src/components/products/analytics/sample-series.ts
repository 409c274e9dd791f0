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

/** Conversations per weekday in the demo workspace the dashboard shows. */
export const dashboardSeries = () =>
  sampleSeries(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], { seed: 20_250_113, min: 900, max: 2_400 });

export const seriesTotal = (series: readonly SamplePoint[]) => series.reduce((sum, point) => sum + point.value, 0);

export const formatCount = (value: number) => value.toLocaleString('en-US');

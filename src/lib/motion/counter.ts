/** A statistic such as "99.9%" or "50M+" split into the number that counts up and its text. */
export interface CountableFigure {
  prefix: string;
  value: number;
  decimals: number;
  suffix: string;
}

export function parseFigure(figure: string): CountableFigure {
  const match = /^(\D*?)(\d+(?:\.(\d+))?)(.*)$/.exec(figure);
  if (!match) throw new Error(`"${figure}" holds no number to count`);
  const [, prefix = '', number = '0', fraction = '', suffix = ''] = match;
  return { prefix, value: Number(number), decimals: fraction.length, suffix };
}

/** The figure as shown after `step` of `steps` equal steps from zero; the last step is exact. */
export function figureAtStep(figure: CountableFigure, step: number, steps: number): string {
  const progress = Math.min(Math.max(step, 0), steps) / steps;
  const value = (figure.value * progress).toFixed(figure.decimals);
  return `${figure.prefix}${value}${figure.suffix}`;
}

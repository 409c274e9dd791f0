/** A statistic such as "99.9%", "50M+" or "0,5 сек." split into the number that counts up and its text. */
export interface CountableFigure {
  prefix: string;
  value: number;
  decimals: number;
  /** The figure's own decimal separator: "." in English, "," in Bulgarian. */
  decimalMark: string;
  suffix: string;
}

export function parseFigure(figure: string): CountableFigure {
  const match = /^(\D*?)(\d+)(?:([.,])(\d+))?(.*)$/.exec(figure);
  if (!match) throw new Error(`"${figure}" holds no number to count`);
  const [, prefix = '', whole = '0', decimalMark = '.', fraction = '', suffix = ''] = match;
  return { prefix, value: Number(`${whole}.${fraction || 0}`), decimals: fraction.length, decimalMark, suffix };
}

/** The figure as shown after `step` of `steps` equal steps from zero; the last step is exact. */
export function figureAtStep(figure: CountableFigure, step: number, steps: number): string {
  const progress = Math.min(Math.max(step, 0), steps) / steps;
  const value = (figure.value * progress).toFixed(figure.decimals).replace('.', figure.decimalMark);
  return `${figure.prefix}${value}${figure.suffix}`;
}

import { describe, expect, it } from 'vitest';
import { figureAtStep, parseFigure } from '../../src/lib/motion/counter';
import { homeStatistics } from '../spec-facts';

describe('parseFigure', () => {
  it('splits each of the spec’s home statistics into its number and the text around it', () => {
    expect(homeStatistics.map(parseFigure)).toEqual([
      { prefix: '', value: 99.9, decimals: 1, decimalMark: '.', suffix: '%' },
      { prefix: '', value: 50, decimals: 0, decimalMark: '.', suffix: 'M+' },
      { prefix: '', value: 200, decimals: 0, decimalMark: '.', suffix: '+' },
      { prefix: '', value: 0.5, decimals: 1, decimalMark: '.', suffix: 's' },
    ]);
  });

  it('reads a decimal comma and words around the number, as the Bulgarian statistics have them', () => {
    expect(['99,9%', '50 млн.+', 'над 200', '0,5 сек.'].map(parseFigure)).toEqual([
      { prefix: '', value: 99.9, decimals: 1, decimalMark: ',', suffix: '%' },
      { prefix: '', value: 50, decimals: 0, decimalMark: '.', suffix: ' млн.+' },
      { prefix: 'над ', value: 200, decimals: 0, decimalMark: '.', suffix: '' },
      { prefix: '', value: 0.5, decimals: 1, decimalMark: ',', suffix: ' сек.' },
    ]);
  });

  it('refuses a figure with no number', () => {
    expect(() => parseFigure('many')).toThrow(/no number/);
  });
});

describe('figureAtStep', () => {
  const uptime = parseFigure('99.9%');

  it('starts at zero and ends exactly on the figure after the last of 50 steps', () => {
    expect(figureAtStep(uptime, 0, 50)).toBe('0.0%');
    expect(figureAtStep(uptime, 50, 50)).toBe('99.9%');
  });

  it('rises in equal steps, keeping the figure’s decimals', () => {
    expect(figureAtStep(uptime, 25, 50)).toBe('50.0%');
    expect(figureAtStep(parseFigure('200+'), 1, 50)).toBe('4+');
    expect(figureAtStep(parseFigure('50M+'), 10, 50)).toBe('10M+');
    expect(figureAtStep(parseFigure('99,9%'), 25, 50)).toBe('50,0%');
  });

  it('never passes the figure, whatever step it is given', () => {
    expect(figureAtStep(uptime, 80, 50)).toBe('99.9%');
    expect(figureAtStep(uptime, -3, 50)).toBe('0.0%');
  });
});

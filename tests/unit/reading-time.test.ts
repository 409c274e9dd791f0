import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../src/lib/blog/reading-time';

describe('countWords', () => {
  it('counts what a reader reads, not the Markdown around it', () => {
    const body = [
      "import Chart from '../components/Chart.astro';",
      '## Results that matter',
      '- **65%** faster [first replies](https://example.com/x)',
      '<Chart data="1,2" />',
      '```ts',
      'const notWords = true;',
      '```',
      '| Metric | Before |',
      '|---|---|',
    ].join('\n');
    expect(countWords(body)).toBe(9);
  });
});

describe('readingMinutes', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

  it('rounds up at 200 words a minute', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1_150))).toBe(6);
  });

  it('gives at least a minute to an empty body', () => {
    expect(readingMinutes('')).toBe(1);
  });
});

// docs/blog-editing.md quotes the limits the schema enforces; changing one without the other
// fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALT_MIN, EXCERPT_MAX, EXCERPT_MIN, TITLE_MAX, TITLE_MIN } from '../../src/lib/blog/text-limits';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders';

const docs = readFileSync('docs/blog-editing.md', 'utf8');

/** Each line of the docs about `field`: its first field-like word is that one. */
const linesAbout = (field: 'title' | 'excerpt' | 'alt') =>
  docs.split('\n').filter((line) => /\b(title|excerpt|alt)\b/.exec(line.replace(/hero\.alt/g, 'alt'))?.[1] === field);

const numbers = (lines: string[], pattern: RegExp) =>
  lines.flatMap((line) => [...line.matchAll(pattern)].map((match) => match.slice(1).map(Number)));

const RANGE = /(\d+)–(\d+) characters/g;
const AT_MOST = /at most (\d+)/g;
const AT_LEAST = /(?:at least|shorter than) (\d+)/g;

describe('docs/blog-editing.md', () => {
  it.each([
    { field: 'title', min: TITLE_MIN, max: TITLE_MAX },
    { field: 'excerpt', min: EXCERPT_MIN, max: EXCERPT_MAX },
  ] as const)('gives the $field limits the schema enforces', ({ field, min, max }) => {
    const lines = linesAbout(field);
    expect(numbers(lines, RANGE).length).toBeGreaterThanOrEqual(3);
    for (const range of numbers(lines, RANGE)) expect(range).toEqual([min, max]);
    for (const [most] of numbers(lines, AT_MOST)) expect(most).toBe(max);
    for (const [least] of numbers(lines, AT_LEAST)) expect(least).toBe(min);
  });

  it('gives the alt text minimum the schema enforces', () => {
    const alt = numbers(linesAbout('alt'), AT_LEAST);
    expect(alt.length).toBeGreaterThanOrEqual(2);
    for (const [min] of alt) expect(min).toBe(ALT_MIN);
  });

  it('quotes the body placeholder new-post writes', () => {
    expect(docs).toContain(PLACEHOLDERS.body.split('.')[0]);
  });
});

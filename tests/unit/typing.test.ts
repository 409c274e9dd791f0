import { describe, expect, it } from 'vitest';
import { firstPhraseHeldIndex, typingSchedule, type TypedPhrase, type TypingStep } from '../../src/lib/motion/typing';

/** What the title shows `elapsedMs` after the step at `startIndex` appeared, read off the schedule. */
function textAt(steps: readonly TypingStep[], startIndex: number, elapsedMs: number): string {
  const cycleMs = steps.reduce((total, step) => total + step.durationMs, 0);
  let remaining = elapsedMs % cycleMs;
  for (let offset = 0; ; offset++) {
    const step = steps[(startIndex + offset) % steps.length]!;
    if (remaining < step.durationMs) return step.text;
    remaining -= step.durationMs;
  }
}

const brand: TypedPhrase = { text: 'Abc', typeMs: 200, holdMs: 10_000, deleteMs: 150 };
const tagline: TypedPhrase = { text: 'Hi', typeMs: 150, holdMs: 7_000, deleteMs: 100 };
const GAP = 500;

describe('typingSchedule', () => {
  const steps = typingSchedule([brand, tagline], GAP);

  it('types, holds, deletes and pauses each phrase in turn', () => {
    expect(steps).toEqual([
      { text: 'A', durationMs: 200 },
      { text: 'Ab', durationMs: 200 },
      { text: 'Abc', durationMs: 10_000 },
      { text: 'Ab', durationMs: 150 },
      { text: 'A', durationMs: 150 },
      { text: '', durationMs: 500 },
      { text: 'H', durationMs: 150 },
      { text: 'Hi', durationMs: 7_000 },
      { text: 'H', durationMs: 100 },
      { text: '', durationMs: 500 },
    ]);
  });

  it('counts characters, not UTF-16 units', () => {
    const schedule = typingSchedule([{ ...tagline, text: 'a😀' }], GAP);
    expect(schedule.map((step) => step.text)).toEqual(['a', 'a😀', 'a', '']);
  });

  it('starts the browser on the first phrase fully typed, as the server rendered it', () => {
    expect(steps[firstPhraseHeldIndex([brand, tagline])]).toEqual({ text: 'Abc', durationMs: 10_000 });
  });
});

describe('textAt', () => {
  const steps = typingSchedule([brand, tagline], GAP);
  const start = firstPhraseHeldIndex([brand, tagline]);

  it('holds the brand for 10 s, then deletes it at 150 ms a character', () => {
    expect(textAt(steps, start, 9_999)).toBe('Abc');
    expect(textAt(steps, start, 10_000)).toBe('Ab');
    expect(textAt(steps, start, 10_150)).toBe('A');
    expect(textAt(steps, start, 10_300)).toBe('');
  });

  it('starts the next phrase 500 ms after the title is empty and types it at 150 ms', () => {
    expect(textAt(steps, start, 10_799)).toBe('');
    expect(textAt(steps, start, 10_800)).toBe('H');
    expect(textAt(steps, start, 10_950)).toBe('Hi');
    expect(textAt(steps, start, 17_949)).toBe('Hi');
    expect(textAt(steps, start, 17_950)).toBe('H');
  });

  it('returns to the brand after the last phrase, typing it at 200 ms a character', () => {
    // Tagline deleted at 18_050, gap until 18_550, then the brand again.
    expect(textAt(steps, start, 18_549)).toBe('');
    expect(textAt(steps, start, 18_550)).toBe('A');
    expect(textAt(steps, start, 18_750)).toBe('Ab');
    expect(textAt(steps, start, 18_950)).toBe('Abc');
  });
});

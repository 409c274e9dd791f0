// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TypingTitle from '../../src/components/home/TypingTitle';
import { advanceTime, stubReducedMotion } from './browser-doubles';

const phrases = [
  { text: 'Abc', typeMs: 200, holdMs: 10_000, deleteMs: 150 },
  { text: 'Hi', typeMs: 150, holdMs: 7_000, deleteMs: 100 },
];

function typedText(container: HTMLElement) {
  return container.querySelector('[data-typed-text]')?.textContent;
}

describe('TypingTitle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts on the brand as rendered by the server and follows the schedule', async () => {
    stubReducedMotion(false);
    const { container } = render(<TypingTitle phrases={phrases} gapMs={500} />);
    expect(typedText(container)).toBe('Abc');
    await advanceTime(9_999);
    expect(typedText(container)).toBe('Abc');
    await advanceTime(1);
    expect(typedText(container)).toBe('Ab');
    await advanceTime(300 + 500);
    expect(typedText(container)).toBe('H');
  });

  it('counts the brand’s hold from when the page opened, not from when the island hydrated', async () => {
    stubReducedMotion(false);
    // The fake clock starts at 0, as the page's does; the island hydrates 4 s later.
    vi.advanceTimersByTime(4_000);
    const { container } = render(<TypingTitle phrases={phrases} gapMs={500} />);
    await advanceTime(5_999);
    expect(typedText(container)).toBe('Abc');
    await advanceTime(1);
    expect(typedText(container)).toBe('Ab');
    // Later steps last from when they appear.
    await advanceTime(149);
    expect(typedText(container)).toBe('Ab');
    await advanceTime(1);
    expect(typedText(container)).toBe('A');
  });

  it('reserves the room of every phrase and hides the animation from screen readers', async () => {
    stubReducedMotion(false);
    const { container } = render(<TypingTitle phrases={phrases} gapMs={500} />);
    const root = container.firstElementChild!;
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(Array.from(root.querySelectorAll('.invisible'), (node) => node.textContent)).toEqual(['Abc', 'Hi']);
  });

  it('keeps the brand still when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    const { container } = render(<TypingTitle phrases={phrases} gapMs={500} />);
    await advanceTime(60_000);
    expect(typedText(container)).toBe('Abc');
  });
});

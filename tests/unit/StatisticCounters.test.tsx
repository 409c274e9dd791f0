// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StatisticCounters from '../../src/components/home/StatisticCounters';
import { parseFigure } from '../../src/lib/motion/counter';
import { timings } from '../../src/site';
import { motion } from '../spec-facts';
import { advanceTime, stubIntersectionObserver, stubReducedMotion } from './browser-doubles';

const props = {
  statistics: [
    { value: '99.9%', label: 'Uptime' },
    { value: '200+', label: 'Languages' },
  ].map((statistic) => ({ ...statistic, figure: parseFigure(statistic.value) })),
  // The site's own timings, which the expectations below hold to the spec's.
  ...timings.counters,
};

const shown = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-counter]'), (counter) => counter.textContent);

describe('StatisticCounters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits at zero until 30% visible, then counts up in 50 steps over 2 s, 200 ms apart', async () => {
    stubReducedMotion(false);
    const view = stubIntersectionObserver();
    const { container } = render(<StatisticCounters {...props} />);
    expect(view.observers[0]?.options?.threshold).toBe(motion.counters.visibleThreshold);
    expect(shown(container)).toEqual(['0.0%', '0+']);
    await advanceTime(5_000);
    expect(shown(container)).toEqual(['0.0%', '0+']);

    act(() => view.enterView());
    await advanceTime(40);
    expect(shown(container)).toEqual(['2.0%', '0+']);
    await advanceTime(200);
    expect(shown(container)).toEqual(['12.0%', '4+']);
    await advanceTime(2_000 - 240);
    expect(shown(container)).toEqual(['99.9%', '180+']);
    await advanceTime(200);
    expect(shown(container)).toEqual(['99.9%', '200+']);
  });

  it('always gives screen readers the final values', async () => {
    stubReducedMotion(false);
    stubIntersectionObserver();
    const { container } = render(<StatisticCounters {...props} />);
    expect(Array.from(container.querySelectorAll('dd .sr-only'), (node) => node.textContent)).toEqual(['99.9%', '200+']);
  });

  it('shows the final values at once when the visitor prefers reduced motion', async () => {
    stubReducedMotion(true);
    const view = stubIntersectionObserver();
    const { container } = render(<StatisticCounters {...props} />);
    expect(view.observers).toHaveLength(0);
    expect(shown(container)).toEqual(['99.9%', '200+']);
  });
});

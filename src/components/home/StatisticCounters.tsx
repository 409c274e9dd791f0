import { useEffect, useRef, useState } from 'react';
import { figureAtStep, type CountableFigure } from '@/lib/motion/counter';
import { prefersReducedMotion } from '@/lib/motion/reduced-motion';

interface Props {
  /** Each figure is split into its number and text on the server: a figure without a number fails the build. */
  statistics: { value: string; label: string; figure: CountableFigure }[];
  durationMs: number;
  steps: number;
  visibleThreshold: number;
  staggerMs: number;
}

/**
 * The statistics count up from zero the first time the list is visible enough. The server HTML
 * and visitors who prefer reduced motion get the final values; screen readers always do.
 */
export default function StatisticCounters({ statistics, durationMs, steps, visibleThreshold, staggerMs }: Props) {
  const [stepsDone, setStepsDone] = useState(() => statistics.map(() => steps));
  const listRef = useRef<HTMLDListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list || prefersReducedMotion()) return;
    setStepsDone(statistics.map(() => 0));
    const timers: ReturnType<typeof setTimeout>[] = [];
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        statistics.forEach((_, card) => {
          for (let step = 1; step <= steps; step++) {
            const at = card * staggerMs + (step * durationMs) / steps;
            timers.push(setTimeout(() => setStepsDone((done) => done.with(card, step)), at));
          }
        });
      },
      { threshold: visibleThreshold },
    );
    observer.observe(list);
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
      setStepsDone(statistics.map(() => steps));
    };
  }, [statistics, steps, durationMs, staggerMs, visibleThreshold]);

  return (
    <dl ref={listRef} className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {statistics.map((statistic, card) => (
        <div key={statistic.label} className="flex flex-col-reverse rounded-2xl bg-white/10 p-6 text-center">
          <dt className="mt-2 text-sm font-medium text-indigo-100">{statistic.label}</dt>
          <dd className="text-4xl font-bold tracking-tight text-white tabular-nums sm:text-5xl">
            <span aria-hidden="true" data-counter>
              {figureAtStep(statistic.figure, stepsDone[card]!, steps)}
            </span>
            <span className="sr-only">{statistic.value}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

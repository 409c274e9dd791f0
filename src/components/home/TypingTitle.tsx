import { useEffect, useRef, useState } from 'react';
import { firstPhraseHeldIndex, typingSchedule, type TypedPhrase } from '@/lib/motion/typing';
import { usePrefersReducedMotion } from '@/lib/motion/reduced-motion';

interface Props {
  phrases: TypedPhrase[];
  gapMs: number;
}

/**
 * The animated part of the hero heading. It is hidden from assistive technology: the heading
 * carries a stable text of its own, so screen readers are not read every keystroke.
 */
export default function TypingTitle({ phrases, gapMs }: Props) {
  // An island's props never change after the page is built: the schedule is worked out once.
  const [steps] = useState(() => typingSchedule(phrases, gapMs));
  const held = firstPhraseHeldIndex(phrases);
  const [index, setIndex] = useState(held);
  const reducedMotion = usePrefersReducedMotion();
  // Each step lasts from when it appeared. The first phrase has shown since the page opened (the
  // server rendered it), seconds before the island hydrates.
  const shownAt = useRef(0);

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setTimeout(
      () => {
        shownAt.current = performance.now();
        setIndex((index + 1) % steps.length);
      },
      steps[index]!.durationMs - (performance.now() - shownAt.current),
    );
    return () => clearTimeout(timer);
  }, [index, steps, reducedMotion]);

  return (
    <span aria-hidden="true" className="grid">
      {/* Every phrase sits invisibly in the same cell, so the heading keeps the height of the
          longest one and nothing below it moves while the text changes. */}
      {phrases.map((phrase) => (
        <span key={phrase.text} className="invisible col-start-1 row-start-1">
          {phrase.text}
        </span>
      ))}
      <span className="col-start-1 row-start-1">
        {/* With reduced motion the brand stands still, fully typed; the schedule waits where it was. */}
        <span data-typed-text>{steps[reducedMotion ? held : index]!.text}</span>
        <span className="ml-1 inline-block w-[0.08em] animate-pulse bg-current motion-reduce:hidden">&nbsp;</span>
      </span>
    </span>
  );
}

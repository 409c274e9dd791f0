import { vi } from 'vitest';

/** jsdom has no matchMedia: answer the reduced-motion query as the test wants. */
export function stubReducedMotion(reduced: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** jsdom has no IntersectionObserver: this one lets a test say when the element is in view. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observers,
    enterView() {
      for (const { callback } of observers) {
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}

/**
 * Moves fake time forward in small slices, each in its own `act`, so an island's effects can
 * schedule the next timer in between, as they would in a browser.
 */
export async function advanceTime(ms: number, sliceMs = 10): Promise<void> {
  const { act } = await import('@testing-library/react');
  for (let passed = 0; passed < ms; passed += sliceMs) {
    act(() => vi.advanceTimersByTime(Math.min(sliceMs, ms - passed)));
  }
}

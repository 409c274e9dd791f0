// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoad, { type AfterLoadOptions } from '../../src/integrations/after-load/directive';

type Deliver = (entries: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/** A paint-timing observer the test paints for by hand; like the browser's, it replays past paints. */
function stubPaintTiming(supportedEntryTypes = ['paint']) {
  const painted: string[] = [];
  const observers: Deliver[] = [];
  const deliver = (to: Deliver, name: string) =>
    to({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }, { disconnect() {} });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = supportedEntryTypes;
      constructor(private readonly callback: Deliver) {}
      observe() {
        observers.push(this.callback);
        painted.forEach((name) => deliver(this.callback, name));
      }
    },
  );
  return (name: string) => {
    painted.push(name);
    observers.forEach((observer) => deliver(observer, name));
  };
}

function island(options?: AfterLoadOptions) {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  // Astro hands over an empty string for a directive written without a value.
  afterLoad(load, { name: 'after-load', value: (options ?? '') as string }, document.createElement('astro-island'));
  return { hydrate, load };
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve));

let paint: (name: string) => void;
beforeEach(() => {
  paint = stubPaintTiming();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client:after-load', () => {
  it('loads and hydrates an island only once the page has loaded and painted content', async () => {
    const { hydrate, load } = island();
    paint('first-contentful-paint');
    await macrotask();
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for the first contentful paint when the page loads before it', async () => {
    const { hydrate, load } = island();
    window.dispatchEvent(new Event('load'));
    paint('first-paint');
    await macrotask();
    expect(load).not.toHaveBeenCalled();

    paint('first-contentful-paint');
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it('hydrates on load where the browser has no paint timing', async () => {
    stubPaintTiming([]);
    const { hydrate } = island();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it('with notBeforeMs, waits until the page has been open that long', async () => {
    // The fake clock starts at 0, as the page's clock does when it opens.
    vi.useFakeTimers();
    const { hydrate, load } = island({ notBeforeMs: 5_000 });
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('with notBeforeMs already past when the page loads, hydrates at once', async () => {
    vi.useFakeTimers();
    const { hydrate } = island({ notBeforeMs: 5_000 });
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(6_000);
    window.dispatchEvent(new Event('load'));
    // No timer left to run: a paused clock would not hold the island back either.
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(vi.getTimerCount()).toBe(0);
  });
});

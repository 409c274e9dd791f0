// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoad from '../../src/integrations/client-directives/after-load';

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

function island() {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  afterLoad(load, { name: 'after-load', value: '' }, document.createElement('astro-island'));
  return { hydrate, load };
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve));

let paint: (name: string) => void;
beforeEach(() => {
  paint = stubPaintTiming();
});
afterEach(() => vi.unstubAllGlobals());

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
});

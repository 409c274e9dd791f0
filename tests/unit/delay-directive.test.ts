// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import delay from '../../src/integrations/client-directives/delay';

function island(ms: number) {
  const hydrate = vi.fn();
  const load = vi.fn(async () => hydrate);
  // Astro hands the directive's value over as written: `client:delay={5000}`.
  delay(load, { name: 'delay', value: ms as unknown as string }, document.createElement('astro-island'));
  return { hydrate, load };
}

// The fake clock starts at 0, as the page's does when it opens.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('client:delay', () => {
  it('loads and hydrates the island once the page has been open that long, counted from its opening', async () => {
    const { hydrate, load } = island(5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(load).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).toHaveBeenCalledOnce();
  });

  it('never before the page has loaded', async () => {
    const { load, hydrate } = island(5_000);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(hydrate).toHaveBeenCalledOnce();
  });
});

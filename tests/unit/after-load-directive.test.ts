// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import afterLoad from '../../src/integrations/after-load/directive';

describe('client:after-load', () => {
  it('loads and hydrates an island only when the page has loaded', async () => {
    const hydrate = vi.fn();
    const load = vi.fn(async () => hydrate);
    afterLoad(load, { name: 'after-load', value: '' }, document.createElement('astro-island'));
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
  });
});

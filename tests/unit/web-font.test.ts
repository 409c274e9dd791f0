// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONT_AFTER_LOAD_MS, WEB_FONT_CACHED, WEB_FONT_MARK_SCRIPT } from '../../src/lib/performance/web-font-mark';

const fetchFont = vi.fn(async () => new Response('font', { status: 200 }));

/** Runs the page's web-font script afresh, then its `load` listener, as a page load would. */
async function loadPage() {
  const onLoad: EventListener[] = [];
  const listen = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'load') onLoad.push(listener as EventListener);
  });
  vi.resetModules();
  await import('../../src/scripts/load-web-font');
  listen.mockRestore();
  onLoad.forEach((listener) => listener(new Event('load')));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchFont);
  localStorage.clear();
  delete document.documentElement.dataset.webFont;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchFont.mockClear();
});

describe('the web font', () => {
  it('is fetched only a moment after a first visit has loaded, and then marked as cached', async () => {
    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS - 1);
    expect(fetchFont).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(fetchFont).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(localStorage.getItem(WEB_FONT_CACHED)).toBe('1'));
  });

  it('is not marked when the font could not be fetched', async () => {
    fetchFont.mockResolvedValueOnce(new Response('', { status: 404 }));
    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS);
    expect(fetchFont).toHaveBeenCalledOnce();
    expect(localStorage.getItem(WEB_FONT_CACHED)).toBeNull();
  });

  it('is used from the first layout once marked, and not fetched again', async () => {
    localStorage.setItem(WEB_FONT_CACHED, '1');
    new Function(WEB_FONT_MARK_SCRIPT)();
    expect(document.documentElement.dataset.webFont).toBe('');

    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS);
    expect(fetchFont).not.toHaveBeenCalled();
  });

  it('leaves a first visit unmarked', () => {
    new Function(WEB_FONT_MARK_SCRIPT)();
    expect(document.documentElement.dataset.webFont).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONT_AFTER_LOAD_MS, WEB_FONT_CACHED, WEB_FONT_MARK_SCRIPT } from '../../src/lib/performance/web-font-mark';

/** The browser's font loading (jsdom has none): it answers with the faces it loaded for a text. */
const loadFont = vi.fn(async (_font: string, _text?: string): Promise<unknown[]> => [{ family: 'Inter Variable' }]);

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
  Object.defineProperty(document, 'fonts', { value: { load: loadFont }, configurable: true });
  document.body.textContent = 'Voxa: AI чат асистенти';
  localStorage.clear();
  delete document.documentElement.dataset.webFont;
});

afterEach(() => {
  vi.useRealTimers();
  loadFont.mockClear();
});

describe('the web font', () => {
  it('is loaded only a moment after a first visit has loaded, for the page’s own text, and then marked as cached', async () => {
    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS - 1);
    expect(loadFont).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    // The text decides the subsets: Latin and Cyrillic here.
    expect(loadFont).toHaveBeenCalledExactlyOnceWith('1em "Inter Variable"', 'Voxa: AI чат асистенти');
    await vi.waitFor(() => expect(localStorage.getItem(WEB_FONT_CACHED)).toBe('1'));
  });

  it('is not marked when the font could not be loaded, or no face matched', async () => {
    loadFont.mockRejectedValueOnce(new DOMException('A network error occurred.', 'NetworkError'));
    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS);
    expect(localStorage.getItem(WEB_FONT_CACHED)).toBeNull();

    loadFont.mockResolvedValueOnce([]);
    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS);
    expect(loadFont).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(WEB_FONT_CACHED)).toBeNull();
  });

  it('is used from the first layout once marked, and not fetched again', async () => {
    localStorage.setItem(WEB_FONT_CACHED, '1');
    new Function(WEB_FONT_MARK_SCRIPT)();
    expect(document.documentElement.dataset.webFont).toBe('');

    await loadPage();
    await vi.advanceTimersByTimeAsync(WEB_FONT_AFTER_LOAD_MS);
    expect(loadFont).not.toHaveBeenCalled();
  });

  it('leaves a first visit unmarked', () => {
    new Function(WEB_FONT_MARK_SCRIPT)();
    expect(document.documentElement.dataset.webFont).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeChoice,
  parseThemeChoice,
  readThemeChoice,
  storeThemeChoice,
  THEME_MARK_SCRIPT,
  THEME_STORED,
} from '../../src/lib/theme/theme';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

afterEach(() => vi.restoreAllMocks());

/** Storage that refuses every access, as a browser with site data blocked does. */
function refuseStorage() {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
}

describe('a theme choice', () => {
  it('is light or dark as written, and anything else follows the system', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('dark')).toBe('dark');
    for (const value of ['system', 'Dark', '', null, undefined]) expect(parseThemeChoice(value)).toBe('system');
  });

  it('is remembered on this device, and following the system leaves nothing stored', () => {
    expect(readThemeChoice()).toBe('system');
    expect(storeThemeChoice('dark')).toBe('dark');
    expect(localStorage.getItem(THEME_STORED)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    localStorage.setItem(THEME_STORED, 'light');
    expect(storeThemeChoice('anything else')).toBe('system');
    expect(localStorage.getItem(THEME_STORED)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('follows the system when storage refuses, and choosing then throws nothing', () => {
    localStorage.setItem(THEME_STORED, 'dark');
    refuseStorage();
    expect(readThemeChoice()).toBe('system');
    expect(() => storeThemeChoice('light')).not.toThrow();
  });

  it('marks <html> with light or dark, and with nothing to follow the system', () => {
    applyThemeChoice(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    applyThemeChoice(root, 'light');
    expect(root.dataset.theme).toBe('light');
    applyThemeChoice(root, 'system');
    expect(root.dataset.theme).toBeUndefined();
  });
});

describe('the inline script before the first paint', () => {
  it('marks <html> exactly as the control does for whatever is stored', () => {
    for (const stored of ['light', 'dark', 'system', 'sepia', null]) {
      localStorage.clear();
      if (stored !== null) localStorage.setItem(THEME_STORED, stored);
      delete root.dataset.theme;
      new Function(THEME_MARK_SCRIPT)();
      const marked = root.dataset.theme;
      delete root.dataset.theme;
      applyThemeChoice(root, readThemeChoice());
      expect(marked, String(stored)).toBe(root.dataset.theme);
    }
  });

  it('leaves the page to the system when storage refuses', () => {
    refuseStorage();
    expect(() => new Function(THEME_MARK_SCRIPT)()).not.toThrow();
    expect(root.dataset.theme).toBeUndefined();
  });

  it('stays tiny: it runs before anything is painted, on every page', () => {
    expect(new TextEncoder().encode(THEME_MARK_SCRIPT).length).toBeLessThanOrEqual(128);
  });
});

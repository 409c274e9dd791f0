import { describe, expect, it } from 'vitest';
import { excerptParts, resultsSummary } from '../../src/lib/search/results';
import { opensSearch } from '../../src/lib/search/shortcut';
import { en } from '../../src/i18n/en';
import { bg } from '../../src/i18n/bg';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('site search', () => {
  it('splits an excerpt into text and matches, decoding entities and dropping any other markup', () => {
    expect(excerptParts('Set up <mark>webhooks</mark> &amp; <b>keys</b> &lt;now&gt;')).toEqual([
      { text: 'Set up ', match: false },
      { text: 'webhooks', match: true },
      { text: ' & keys <now>', match: false },
    ]);
  });

  it('says how many results a query found', () => {
    const english = { locale: 'en-US', ...en.shell.search.results };
    expect(resultsSummary('  ', 3, english)).toBe('');
    expect(resultsSummary('api', 0, english)).toBe('No results for “api”');
    expect(resultsSummary('api', 1, english)).toBe('1 result for “api”');
    expect(resultsSummary(' api ', 5, english)).toBe('5 results for “api”');
  });

  it('counts in Bulgarian on Bulgarian pages', () => {
    const bulgarian = { locale: 'bg-BG', ...bg.shell.search.results };
    expect(resultsSummary('цена', 0, bulgarian)).toBe('Няма резултати за „цена“');
    expect(resultsSummary('цена', 1, bulgarian)).toBe('1 резултат за „цена“');
    expect(resultsSummary('цена', 21, bulgarian)).toBe('21 резултата за „цена“');
  });

  it('opens on / outside text fields and on Ctrl or ⌘ + K anywhere', () => {
    expect(opensSearch(key('/'), false)).toBe(true);
    expect(opensSearch(key('/'), true)).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true }), true)).toBe(true);
    expect(opensSearch(key('K', { metaKey: true }), false)).toBe(true);
    expect(opensSearch(key('k'), false)).toBe(false);
    expect(opensSearch(key('k', { ctrlKey: true, altKey: true }), false)).toBe(false);
  });
});

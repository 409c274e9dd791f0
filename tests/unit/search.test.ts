import { describe, expect, it } from 'vitest';
import { excerptParts, resultsSummary } from '../../src/lib/search/results';
import { opensSearch } from '../../src/lib/search/shortcut';

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
    expect(resultsSummary('  ', 3)).toBe('');
    expect(resultsSummary('api', 0)).toBe('No results for “api”');
    expect(resultsSummary('api', 1)).toBe('1 result for “api”');
    expect(resultsSummary(' api ', 5)).toBe('5 results for “api”');
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

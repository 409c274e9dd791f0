import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { throughHighlightCache } from '../../src/lib/code/highlight-cache';
import { highlight } from '../../src/lib/code/highlight';
import { tempDir } from './temp-dir';

describe('the highlight cache', () => {
  it('highlights a block once, and takes it from the cache in later builds until its language or text changes', async () => {
    const cache = tempDir('highlight-cache');
    const highlighter = vi.fn(async () => '<pre>new</pre>');
    expect(await throughHighlightCache('ts', 'let a;', highlighter, cache)).toBe('<pre>new</pre>');
    expect(await throughHighlightCache('ts', 'let a;', highlighter, cache)).toBe('<pre>new</pre>');
    expect(highlighter).toHaveBeenCalledTimes(1);
    await throughHighlightCache('js', 'let a;', highlighter, cache);
    await throughHighlightCache('ts', 'let b;', highlighter, cache);
    expect(highlighter).toHaveBeenCalledTimes(3);

    // What the cache holds is what a later build shows.
    const [kept] = readdirSync(cache);
    writeFileSync(join(cache, kept!), '<pre>from the cache</pre>');
    const shown = await Promise.all(
      [
        ['ts', 'let a;'],
        ['js', 'let a;'],
        ['ts', 'let b;'],
      ].map(([lang, code]) => throughHighlightCache(lang!, code!, highlighter, cache)),
    );
    expect(shown).toContain('<pre>from the cache</pre>');
    expect(highlighter).toHaveBeenCalledTimes(3);
  });

  it('highlights with classes, not style attributes', async () => {
    expect(await highlight('let a = 1;', 'ts')).toContain('token-');
  });
});

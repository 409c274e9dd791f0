import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { highlightCache, readHighlightCache } from '../../src/integrations/keep-highlighted-code';
import { endHighlightCache, startHighlightCache, throughHighlightCache } from '../../src/lib/code/highlight-cache';
import { highlight } from '../../src/lib/code/highlight';

afterEach(() => void endHighlightCache());

describe('the highlight cache', () => {
  it('outside a build, highlights every time', async () => {
    const highlighter = vi.fn(async () => '<pre>new</pre>');
    await throughHighlightCache('ts', 'let a;', highlighter);
    await throughHighlightCache('ts', 'let a;', highlighter);
    expect(highlighter).toHaveBeenCalledTimes(2);
  });

  it('during a build, takes what an earlier build highlighted, highlights a block once, and returns what the build showed', async () => {
    startHighlightCache(
      new Map([
        ['ts\nlet a;', '<pre>earlier</pre>'],
        ['ts\ngone();', '<pre>gone</pre>'],
      ]),
    );
    const highlighter = vi.fn(async () => '<pre>new</pre>');
    expect(await throughHighlightCache('ts', 'let a;', highlighter)).toBe('<pre>earlier</pre>');
    expect(await throughHighlightCache('js', 'let a;', highlighter)).toBe('<pre>new</pre>');
    expect(await throughHighlightCache('js', 'let a;', highlighter)).toBe('<pre>new</pre>');
    expect(highlighter).toHaveBeenCalledTimes(1);
    expect([...endHighlightCache()]).toEqual([
      ['ts\nlet a;', '<pre>earlier</pre>'],
      ['js\nlet a;', '<pre>new</pre>'],
    ]);
  });

  it('uses a cache file only when the same highlighting code wrote it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'highlight-cache-')), 'highlighted-code.json');
    expect(readHighlightCache(file, 'v1').size).toBe(0);
    writeFileSync(file, JSON.stringify({ highlighter: 'v1', blocks: [['ts\nlet a;', '<pre>a</pre>']] }));
    expect(readHighlightCache(file, 'v1').get('ts\nlet a;')).toBe('<pre>a</pre>');
    expect(readHighlightCache(file, 'v2').size).toBe(0);
    writeFileSync(file, '{ torn');
    expect(readHighlightCache(file, 'v1').size).toBe(0);
  });

  it('lets the next build take the blocks from the file, which keeps only the blocks the last build showed', async () => {
    const cacheDir = pathToFileURL(`${mkdtempSync(join(tmpdir(), 'highlight-cache-'))}/`);
    const build = async (blocks: string[]) => {
      const { hooks } = highlightCache();
      (hooks['astro:config:done'] as (options: unknown) => void)({ config: { cacheDir } });
      (hooks['astro:build:start'] as () => void)();
      const html = await Promise.all(blocks.map((code) => highlight(code, 'ts')));
      (hooks['astro:build:done'] as () => void)();
      return html;
    };
    const file = new URL('highlighted-code.json', cacheDir);
    const first = await build(['let a = 1;', 'let b = 2;']);
    const written = JSON.parse(readFileSync(file, 'utf8')) as { blocks: [string, string][] };
    expect(written.blocks.map(([key]) => key)).toEqual(['ts\nlet a = 1;', 'ts\nlet b = 2;']);

    // A cached block is what the next build shows, without highlighting it again.
    written.blocks[0]![1] = '<pre>from the cache</pre>';
    writeFileSync(file, JSON.stringify(written));
    expect(await build(['let a = 1;'])).toEqual(['<pre>from the cache</pre>']);
    expect(first[0]).toContain('token-');
    expect((JSON.parse(readFileSync(file, 'utf8')) as { blocks: [string, string][] }).blocks.map(([key]) => key)).toEqual([
      'ts\nlet a = 1;',
    ]);
  });
});

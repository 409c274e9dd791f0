import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handOver, takeTurn } from '../../src/integrations/rendered-pages';
import { searchableContent, searchIndex } from '../../src/integrations/search-index';
import { excerptParts, resultsSummary, SEARCH_INDEX_DIR } from '../../src/lib/search/results';
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

describe('the search-index build step', () => {
  it('indexes only the pages that ask to be searched', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'search-index-'));
    const page = (main: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>T</title><style>p{color:red}</style></head><body>${main}</body></html>`;
    const messages: string[] = [];
    const { hooks } = searchIndex();
    await (hooks['astro:build:start'] as () => Promise<void>)();
    handOver('/guide.html', page('<main data-pagefind-body><h1>Webhooks guide</h1><p>Signing secrets and retries.</p></main>'), takeTurn());
    handOver('/listing.html', page('<main><h1>All posts</h1><p>Webhooks guide and more.</p></main>'), takeTurn());
    await (hooks['astro:build:generated'] as (options: unknown) => void)({ dir: pathToFileURL(`${dist}/`) });
    await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({
      logger: { info: (message: string) => messages.push(message) },
    });
    expect(messages).toEqual(['1 pages indexed for search']);
    expect(readdirSync(join(dist, SEARCH_INDEX_DIR, 'fragment'))).toHaveLength(1);
  });

  it('writes the same index whatever order the pages finish rendering in', async () => {
    const page = (title: string) =>
      `<html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1><p>Webhooks — “retries”.</p></main></body></html>`;
    const pages = ['/a.html', '/b.html', '/c.html', '/d.html'].map((pathname) => [pathname, page(`Guide ${pathname}`)] as const);
    const build = async (finishing: number[]) => {
      const dist = mkdtempSync(join(tmpdir(), 'search-index-'));
      const { hooks } = searchIndex();
      await (hooks['astro:build:start'] as () => Promise<void>)();
      const turns = pages.map(() => takeTurn());
      for (const at of finishing) handOver(pages[at]![0], pages[at]![1], turns[at]!);
      await (hooks['astro:build:generated'] as (options: unknown) => void)({ dir: pathToFileURL(`${dist}/`) });
      await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({ logger: { info: () => {} } });
      return readdirSync(join(dist, SEARCH_INDEX_DIR), { recursive: true }).sort();
    };
    expect(await build([3, 1, 2, 0])).toEqual(await build([0, 1, 2, 3]));
  });
});

describe('what Pagefind is handed', () => {
  it('is the language, the title and the marked <main> of a searchable page, nothing else', () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Guide | Site</title><style>p{color:red}</style></head>' +
      '<body><header><a href="/">Home</a></header><main id="main" class="flex-1" data-pagefind-body><h1>Guide</h1></main><footer>Links</footer></body></html>';
    expect(searchableContent(page)).toBe(
      '<!DOCTYPE html><html lang="en"><head><title>Guide | Site</title></head><body><main id="main" class="flex-1" data-pagefind-body><h1>Guide</h1></main></body></html>',
    );
    expect(searchableContent(page.replace(' data-pagefind-body', ''))).toBeNull();
  });
});

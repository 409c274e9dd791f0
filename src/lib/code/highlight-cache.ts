// Highlighting is the costliest step of a page with code, and few blocks change from one build to
// the next, so each block's HTML is kept for the next build (src/lib/build/file-cache.ts), named by
// its language, its text and what highlights it: our highlighting code and Shiki's release.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_ROOT, cacheKey, fromFileCache } from '@/lib/build/file-cache';
import highlightingCode from './highlight.ts?raw';

const shikiRelease = () => readFileSync(join(process.cwd(), 'node_modules/shiki/package.json'), 'utf8');
let highlighter: string | undefined;

/** The block's HTML from the cache, else `highlight()`'s, kept for the next build. */
export async function throughHighlightCache(
  lang: string,
  code: string,
  highlight: () => Promise<string>,
  cacheDir = join(CACHE_ROOT, 'highlighted-code'),
): Promise<string> {
  highlighter ??= cacheKey(highlightingCode, shikiRelease());
  const file = join(cacheDir, `${cacheKey(highlighter, lang, code)}.html`);
  return (await fromFileCache(file, async () => Buffer.from(await highlight()))).toString();
}

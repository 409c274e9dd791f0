// Highlighting is the costliest step of a page with code, and every build highlighted every block
// again, though few change from one build to the next. While a build runs
// (src/integrations/keep-highlighted-code.ts), each block's HTML is kept by its language and text, and
// the next build takes the blocks it already has from there. The store of highlighted blocks
// crosses from the integration to the pages' bundle through a global, as the pages themselves do
// (src/integrations/rendered-pages.ts): the two load this module separately.
const SLOT = Symbol.for('site.highlight-cache');

interface Blocks {
  /** What an earlier build highlighted. */
  earlier: ReadonlyMap<string, string>;
  /** What this build showed, taken from `earlier` or highlighted now. */
  shown: Map<string, string>;
}

const slot = globalThis as typeof globalThis & { [SLOT]?: Blocks };

/** From now on, blocks found in `earlier` are not highlighted again. */
export function startHighlightCache(earlier: ReadonlyMap<string, string>): void {
  slot[SLOT] = { earlier, shown: new Map() };
}

/** Stops the cache; returns the blocks this build showed, by key. */
export function endHighlightCache(): Map<string, string> {
  const shown = slot[SLOT]?.shown ?? new Map<string, string>();
  delete slot[SLOT];
  return shown;
}

/** The block's HTML from the cache, else `highlight()`'s (and kept). Outside a build, always `highlight()`'s. */
export async function throughHighlightCache(lang: string, code: string, highlight: () => Promise<string>): Promise<string> {
  const blocks = slot[SLOT];
  if (!blocks) return highlight();
  const key = `${lang}\n${code}`;
  const html = blocks.shown.get(key) ?? blocks.earlier.get(key) ?? (await highlight());
  blocks.shown.set(key, html);
  return html;
}

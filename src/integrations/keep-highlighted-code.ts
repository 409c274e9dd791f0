// Keeps the code blocks a build highlighted for the next one (src/lib/code/highlight-cache.ts),
// in one file in Astro's cache folder. The file names what highlighted its blocks (our
// highlighting code and the Shiki release); when either changes, every block is highlighted
// again. Only the blocks this build showed are written back, so the file never keeps code that is
// gone from the site.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { endHighlightCache, startHighlightCache } from '../lib/code/highlight-cache';

interface CacheFile {
  highlighter: string;
  blocks: [string, string][];
}

const HIGHLIGHTING_CODE = [new URL('../lib/code/highlight.ts', import.meta.url), new URL(import.meta.resolve('shiki/package.json'))];

/** What highlighted the blocks: a hash of our highlighting code and of Shiki's release. */
const highlighterVersion = () =>
  HIGHLIGHTING_CODE.reduce((hash, file) => hash.update(readFileSync(file)), createHash('sha256')).digest('hex');

/** The blocks in `file` highlighted by `highlighter`; none when the file is missing, unreadable or older. */
export function readHighlightCache(file: string, highlighter: string): Map<string, string> {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    return new Map(cached.highlighter === highlighter ? cached.blocks : []);
  } catch {
    return new Map();
  }
}

export function highlightCache(): AstroIntegration {
  let file = '';
  let highlighter = '';
  let earlier = new Map<string, string>();
  return {
    name: 'highlight-cache',
    hooks: {
      'astro:config:done': ({ config }) => {
        file = fileURLToPath(new URL('highlighted-code.json', config.cacheDir));
      },
      'astro:build:start': () => {
        highlighter = highlighterVersion();
        earlier = readHighlightCache(file, highlighter);
        startHighlightCache(earlier);
      },
      'astro:build:done': () => {
        const shown = endHighlightCache();
        const unchanged = shown.size === earlier.size && [...shown.keys()].every((key) => earlier.has(key));
        if (!unchanged) writeFileSync(file, JSON.stringify({ highlighter, blocks: [...shown] } satisfies CacheFile));
      },
    },
  };
}

// After the build, one pass over the pages for what can only be known once the bundles and the
// stylesheet are written: every script and the modules it imports are marked low priority
// (src/lib/performance/script-priority.ts), and pages with no prose lose the typography rules
// from their inline stylesheet (src/lib/performance/prose-css.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { moduleGraph } from '../../scripts/audits/module-graph.mjs';
import { proseOnlyWhereUsed, withoutProseRules } from '../lib/performance/prose-css';
import { lowPriorityScripts } from '../lib/performance/script-priority';

/** `compute` once per distinct argument: many pages share the same scripts and stylesheet. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}

export function finishPages(): AstroIntegration {
  return {
    name: 'finish-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const modulesOf = memo((src) => moduleGraph(dist, src).seen as Set<string>);
        const stripProse = memo(withoutProseRules);
        for (const { file } of builtPages(dist)) {
          const html = await readFile(file, 'utf8');
          const finished = proseOnlyWhereUsed(lowPriorityScripts(html, modulesOf), stripProse);
          if (finished !== html) await writeFile(file, finished);
        }
      },
    },
  };
}

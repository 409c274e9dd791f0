// As each page is rendered, what can only be known once the bundles and the stylesheet are
// written: every script and the modules it imports are marked low priority
// (src/lib/performance/script-priority.ts), and pages with no prose lose the typography rules
// from their inline stylesheet (src/lib/performance/prose-css.ts). The client bundles are in
// dist/ before the first page renders.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { moduleGraph } from '../../scripts/audits/module-graph.mjs';
import { proseOnlyWhereUsed, withoutProseRules } from '../lib/performance/prose-css';
import { lowPriorityScripts } from '../lib/performance/script-priority';
import { finishEachPage, pagesHandedOver } from './rendered-pages';

/** `compute` once per distinct argument: many pages share the same scripts and stylesheet. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}

export function finishPages(): AstroIntegration {
  let outDir: URL;
  let stop = () => {};
  let handedOverBefore = 0;
  return {
    name: 'finish-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': () => {
        const dist = fileURLToPath(outDir);
        const modulesOf = memo((src) => moduleGraph(dist, src).seen as Set<string>);
        const stripProse = memo(withoutProseRules);
        handedOverBefore = pagesHandedOver();
        stop = finishEachPage(({ html }) => proseOnlyWhereUsed(lowPriorityScripts(html, modulesOf), stripProse));
      },
      'astro:build:done': ({ dir }) => {
        stop();
        // Every step that reads pages as they render relies on this; a page written some other
        // way would silently miss its script priority, search entry and share image.
        const built = builtPages(fileURLToPath(dir)).length;
        const handedOver = pagesHandedOver() - handedOverBefore;
        if (handedOver !== built) throw new Error(`${built} pages were built, but ${handedOver} passed through the middleware (src/middleware.ts)`);
      },
    },
  };
}

// As each page is rendered, what can only be known once the bundles and the stylesheets are
// written: every script and the modules it imports are marked low priority
// (src/lib/performance/script-priority.ts), and the stylesheets are put inline, without the
// typography rules on pages with no prose (src/lib/performance/inline-stylesheets.ts). The
// client bundles and stylesheets are in dist/ before the first page renders; the stylesheets are
// deleted after the last, which no longer links them.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPages } from '../lib/build/built-pages.mjs';
import { moduleGraph } from '../lib/build/module-graph.mjs';
import { cspHash, inlineStylesheets } from '../lib/performance/inline-stylesheets';
import { withoutProseRules } from '../lib/performance/prose-css';
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
  /** The stylesheets put inline, by address. */
  const inlined = new Set<string>();
  return {
    name: 'finish-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:start': () => {
        const dist = fileURLToPath(outDir);
        const modulesOf = memo((src) => moduleGraph(dist, src).seen as Set<string>);
        const stylesheets = (withProse: boolean) =>
          memo((href) => {
            inlined.add(href);
            const full = readFileSync(join(dist, href), 'latin1');
            const css = withProse ? full : withoutProseRules(full);
            return { css, hash: cspHash(css) };
          });
        const [withProse, withoutProse] = [stylesheets(true), stylesheets(false)];
        inlined.clear();
        handedOverBefore = pagesHandedOver();
        stop = finishEachPage(({ html }) =>
          inlineStylesheets(lowPriorityScripts(html, modulesOf), (href, prose) => (prose ? withProse : withoutProse)(href)),
        );
      },
      'astro:build:done': ({ dir }) => {
        stop();
        for (const href of inlined) rmSync(join(fileURLToPath(dir), href));
        // Every step that reads pages as they render relies on this; a page written some other
        // way would silently miss its script priority, search entry and share image.
        const built = builtPages(fileURLToPath(dir)).length;
        const handedOver = pagesHandedOver() - handedOverBefore;
        if (handedOver !== built)
          throw new Error(`${built} pages were built, but ${handedOver} passed through the middleware (src/middleware.ts)`);
      },
    },
  };
}

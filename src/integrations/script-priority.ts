// After the build, every page's scripts and what they import are marked low priority
// (src/lib/performance/script-priority.ts). The imports are only known once the bundles are
// written, so this reads them from dist/.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { moduleGraph } from '../../scripts/audits/module-graph.mjs';
import { lowPriorityScripts } from '../lib/performance/script-priority';

export function scriptPriority(): AstroIntegration {
  return {
    name: 'script-priority',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const dist = fileURLToPath(dir);
        const modules = new Map<string, Set<string>>();
        const modulesOf = (src: string) => {
          if (!modules.has(src)) modules.set(src, moduleGraph(dist, src).seen);
          return modules.get(src)!;
        };
        for (const { file } of builtPages(dist)) {
          const html = await readFile(file, 'utf8');
          const prioritised = lowPriorityScripts(html, modulesOf);
          if (prioritised !== html) await writeFile(file, prioritised);
        }
      },
    },
  };
}

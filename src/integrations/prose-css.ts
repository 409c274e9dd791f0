// After the build, pages with no prose lose the typography rules from their inline stylesheet
// (src/lib/performance/prose-css.ts). Posts and legal pages, most of a big blog, are left as built.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { proseOnlyWhereUsed, withoutProseRules } from '../lib/performance/prose-css';

export function proseCss(): AstroIntegration {
  return {
    name: 'prose-css',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        // Every page inlines the same stylesheet: it is stripped once.
        const stripped = new Map<string, string>();
        const strip = (css: string) => {
          if (!stripped.has(css)) stripped.set(css, withoutProseRules(css));
          return stripped.get(css)!;
        };
        for (const { file } of builtPages(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          const trimmed = proseOnlyWhereUsed(html, strip);
          if (trimmed !== html) await writeFile(file, trimmed);
        }
      },
    },
  };
}

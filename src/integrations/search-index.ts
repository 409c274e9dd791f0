// Builds the site search index with Pagefind after the build, into dist/pagefind/. Only pages
// that mark their content with `data-pagefind-body` are indexed (BaseLayout's `searchable`):
// written posts, the documentation, help, API and product pages. Coming Soon pages, the 404 page
// and listings never are, so a result always leads to the content itself.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { builtPages } from '../../scripts/audits/built-pages.mjs';
import { SEARCH_INDEX_DIR } from '../lib/search/results';

const UNUSED_UI = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;
const SEARCHABLE = /\sdata-pagefind-body[\s>=]/;
// Pagefind skips styles, but it still has to parse them, and every page inlines its CSS.
const INLINE_STYLES = /<style\b[^>]*>[\s\S]*?<\/style>/g;

export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
          if (!index) throw new Error(errors.join('\n'));
          // Only the pages that ask to be searched are handed over, and without their styles: with
          // thousands of posts, parsing every page whole was most of the indexing time.
          let pageCount = 0;
          const problems: string[] = [];
          for (const { file, route } of builtPages(dist)) {
            const html = await readFile(file, 'utf8');
            if (!SEARCHABLE.test(html)) continue;
            const added = await index.addHTMLFile({ url: route, content: html.replace(INLINE_STYLES, '') });
            problems.push(...added.errors);
            pageCount++;
          }
          const written = await index.writeFiles({ outputPath: join(dist, SEARCH_INDEX_DIR) });
          problems.push(...written.errors);
          if (problems.length > 0) throw new Error(problems.join('\n'));
          // Pagefind also writes its ready-made search UIs; the site has its own dialog.
          const output = join(dist, SEARCH_INDEX_DIR);
          for (const name of await readdir(output)) if (UNUSED_UI.test(name)) await rm(join(output, name));
          logger.info(`${pageCount} pages indexed for search`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

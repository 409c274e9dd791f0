// Builds the site search index with Pagefind into dist/pagefind/. Only pages that mark their
// content with `data-pagefind-body` are indexed (BaseLayout's `searchable`): written posts, the
// documentation, help, API and product pages. Coming Soon pages, the 404 page and listings never
// are, so a result always leads to the content itself.
// What each page gives the index is taken as it is rendered (./rendered-pages.ts) and handed to
// Pagefind's indexer, a separate process, after the last page.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { textOf, type PageBytes } from '../lib/performance/page-bytes';
import { SEARCH_INDEX_DIR } from '../lib/search/results';
import { readEachPage } from './rendered-pages';

const UNUSED_UI = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;
const SEARCHABLE = /<main\s[^>]*\bdata-pagefind-body[\s>=]/;
const PAGES_IN_FLIGHT = 16;

/**
 * What Pagefind reads of a searchable page: its language, its title and the marked <main>
 * (BaseLayout's `searchable`); null for any other page. Handing over only that, without the
 * inline stylesheet, the header and the footer, is a seventh of the page to parse.
 */
export function searchableContent(html: PageBytes): PageBytes | null {
  const main = SEARCHABLE.exec(html);
  if (!main) return null;
  const end = html.indexOf('</main>', main.index);
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  const title = /<title>[^<]*<\/title>/.exec(html)?.[0] ?? '';
  return `<!DOCTYPE html>${htmlTag}<head>${title}</head><body>${html.slice(main.index, end + '</main>'.length)}</body></html>`;
}

export function searchIndex(): AstroIntegration {
  /** The searchable content of each page, by address. */
  let searchable = new Map<string, PageBytes>();
  let stop = () => {};
  return {
    name: 'search-index',
    hooks: {
      'astro:build:start': () => {
        searchable = new Map();
        stop = readEachPage(({ route, html }) => {
          const content = searchableContent(html);
          if (content) searchable.set(route, content);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        stop();
        const output = join(fileURLToPath(dir), SEARCH_INDEX_DIR);
        try {
          const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
          if (!index) throw new Error(errors.join('\n'));
          // Pages render two at a time and finish in no fixed order. Pagefind numbers pages in
          // the order it is given them, so they go in by address: the same pages, the same index.
          const routes = [...searchable.keys()].sort();
          const problems: string[] = [];
          // A few at a time: the indexer takes one page after another, and a message for every
          // page at once held about 100 MB more at 1,000 posts.
          for (let start = 0; start < routes.length; start += PAGES_IN_FLIGHT) {
            const batch = routes.slice(start, start + PAGES_IN_FLIGHT);
            const added = await Promise.all(batch.map((url) => index.addHTMLFile({ url, content: textOf(searchable.get(url)!) })));
            problems.push(...added.flatMap((result) => result.errors));
          }
          searchable.clear();
          const written = await index.writeFiles({ outputPath: output });
          problems.push(...written.errors);
          if (problems.length > 0) throw new Error(problems.join('\n'));
          // Pagefind also writes its ready-made search UIs; the site has its own dialog.
          for (const name of await readdir(output)) if (UNUSED_UI.test(name)) await rm(join(output, name));
          logger.info(`${routes.length} pages indexed for search`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

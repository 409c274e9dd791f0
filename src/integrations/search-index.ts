// Builds the site search index with Pagefind into dist/pagefind/. Only pages that mark their
// content with `data-pagefind-body` are indexed (BaseLayout's `searchable`): written posts, the
// documentation, help, API and product pages. Coming Soon pages, the 404 page and listings never
// are, so a result always leads to the content itself.
// Pages go to Pagefind as they are rendered (./rendered-pages.ts), in the order their renders
// started, so the same pages give the same index. Its indexer is a separate process and works on
// the second core while the build renders the next pages.
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

type Index = NonNullable<Awaited<ReturnType<typeof pagefind.createIndex>>['index']>;
type Added = ReturnType<Index['addHTMLFile']>;

/** Waits for every page to be indexed, then writes the index to `output`; fails on any error. */
async function writeIndex(index: Index, added: Added[], output: string): Promise<void> {
  const problems = (await Promise.all(added)).flatMap((result) => result.errors);
  const written = await index.writeFiles({ outputPath: output });
  problems.push(...written.errors);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  // Pagefind also writes its ready-made search UIs; the site has its own dialog.
  for (const name of await readdir(output)) if (UNUSED_UI.test(name)) await rm(join(output, name));
}

export function searchIndex(): AstroIntegration {
  let index: Index | undefined;
  let added: Added[] = [];
  let writing: Promise<void> | undefined;
  let stop = () => {};
  return {
    name: 'search-index',
    hooks: {
      'astro:build:start': async () => {
        const created = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!created.index) throw new Error(created.errors.join('\n'));
        index = created.index;
        added = [];
        stop = readEachPage(({ route, html }) => {
          const content = searchableContent(html);
          if (content) added.push(index!.addHTMLFile({ url: route, content: textOf(content) }));
        });
      },
      // Pagefind writes its files in its own process while Astro tidies up and the steps before
      // this one finish: started when the last page is rendered, awaited when the build is done.
      'astro:build:generated': ({ dir }) => {
        stop();
        writing = writeIndex(index!, added, join(fileURLToPath(dir), SEARCH_INDEX_DIR));
        writing.catch(() => {}); // its error is thrown in astro:build:done
      },
      'astro:build:done': async ({ logger }) => {
        try {
          await writing;
          logger.info(`${added.length} pages indexed for search`);
        } finally {
          await pagefind.close();
        }
      },
    },
  };
}

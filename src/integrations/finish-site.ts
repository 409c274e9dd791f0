// The one pass over the finished site, once Astro has written it to dist/ (as Starlight builds its
// search index). Each page is read once and:
// - gets inline only the stylesheet rules it can use (src/lib/performance/inline-stylesheets.ts,
//   used-css.ts), so that it paints without another request and without rules it never shows,
//   unless the page would then no longer fit the first round trip, or its rules would come to more
//   than the inline limit: such a page links the site's stylesheet, which downloads beside it and is
//   cached for the next page;
// - keeps in its policy only the hashes of the inline scripts and styles it carries
//   (src/lib/performance/page-policy.ts);
// - has its scripts fetched at low priority (src/lib/performance/script-priority.ts), so that they
//   do not compete with the first paint;
// - is handed to Pagefind when it marks content to search (BaseLayout's `searchable`).
// A repeated build mostly hands the pass the same pages as the last one, so each finished page is
// kept for the next build (src/lib/build/file-cache.ts).
// The README says what each of these buys, measured against the build without it.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { builtPages } from '../lib/build/built-pages.mjs';
import { CACHE_ROOT, cacheKey, codeKey, fromFileCache } from '../lib/build/file-cache';
import { moduleGraph } from '../lib/build/module-graph.mjs';
import { FIRST_ROUND_TRIP_BYTES, INLINE_CSS_BYTES, inlineStylesheets, linkedStylesheets } from '../lib/performance/inline-stylesheets';
import { ownHashesOnly } from '../lib/performance/page-policy';
import { lowPriorityScripts } from '../lib/performance/script-priority';
import {
  classesIn,
  elementsIn,
  INPUT_TYPES_WITH_PARTS,
  inputTypesIn,
  namesIn,
  propertiesReadIn,
  usedRules,
  wordsIn,
} from '../lib/performance/used-css';
import { SEARCH_INDEX_DIR } from '../lib/search/results';

/** `compute` once per distinct key: many pages share the same scripts and the same classes. */
function memo<T>(compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key)!;
  };
}

/** How a page's use of an input type is written among the names it uses (no space: they are joined by one). */
const inputName = (type: string) => `<input:${type}`;

const SCRIPT_URL = /<script type="module" src="([^"]+)"|\bcomponent-url="([^"]+)"/g;
// Inline scripts, but not data (JSON-LD): only code adds classes.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g;
const SEARCHABLE = /<main\s[^>]*\bdata-pagefind-body[\s>=]/;
const UNUSED_SEARCH_UI = /^pagefind-(component-ui|modular-ui|ui|highlight)\./;

/** What finishes one page, given the built site in `dist`. */
function pageFinisher(dist: string) {
  const staticModules = memo((src) => moduleGraph(dist, src).seen as Set<string>);
  /**
   * Every word of the module at `url` and of all it may load, on demand too (the search dialog),
   * but for Pagefind's own script, which is written last and adds no classes.
   */
  const scriptWords = memo((url) => {
    const words = new Set<string>();
    const pending = [url];
    const read = new Set<string>();
    while (pending.length > 0) {
      const { seen, onDemand } = moduleGraph(dist, pending.pop()!);
      for (const module of seen as Set<string>) {
        if (read.has(module)) continue;
        read.add(module);
        for (const word of wordsIn(readFileSync(join(dist, module), 'utf8'))) words.add(word);
      }
      pending.push(...[...(onDemand as Set<string>)].filter((module) => module.startsWith('/_astro/') && !read.has(module)));
    }
    return words;
  });
  const scriptReads = memo((url) => propertiesReadIn([...scriptWords(url)].join(' ')));
  const stylesheet = memo((href) => {
    const css = readFileSync(join(dist, href), 'utf8');
    return { css, names: namesIn(css) };
  });
  // Keyed by the stylesheet's own names that the page uses (an element's with a `<`), so that
  // pages using the same ones (every post, say) share one result, whatever else their words are.
  const rulesFor = memo((key) => {
    const [href, names] = key.split('\n') as [string, string];
    const used = new Set(names.split(' '));
    return usedRules(stylesheet(href).css, {
      hasClass: (name) => used.has(name),
      hasElement: (name) => used.has(`<${name}`),
      usesProperty: (name) => used.has(name),
      hasInputType: (type) => used.has(inputName(type)),
    });
  });

  return (html: string): string => {
    const scripts = [...new Set([...html.matchAll(SCRIPT_URL)].map(([, src, component]) => (src ?? component)!))];
    const inlineWords = new Set([...html.matchAll(INLINE_SCRIPT)].flatMap(([, code]) => [...wordsIn(code!)]));
    const words = [inlineWords, ...scripts.map(scriptWords)];
    const classes = classesIn(html);
    const elements = elementsIn(html);
    const inputTypes = inputTypesIn(html);
    const reads = [propertiesReadIn(html), ...scripts.map(scriptReads)];
    const prioritised = lowPriorityScripts(ownHashesOnly(html), staticModules);
    let inlineBytes = 0;
    const inlined = inlineStylesheets(prioritised, (href) => {
      const names = stylesheet(href).names;
      const used = [
        ...[...names.classes].filter((name) => classes.has(name) || words.some((set) => set.has(name))),
        ...[...names.elements].filter((name) => elements.has(name) || words.some((set) => set.has(name))).map((name) => `<${name}`),
        // A script may also set a property (style.setProperty) that only the stylesheet reads.
        ...[...names.properties].filter((name) => reads.some((set) => set.has(name)) || words.some((set) => set.has(name))),
        ...INPUT_TYPES_WITH_PARTS.filter((type) => inputTypes.has(type) || words.some((set) => set.has(type))).map(inputName),
      ];
      const rules = rulesFor(`${href}\n${used.join(' ')}`);
      inlineBytes += Buffer.byteLength(rules);
      return rules;
    });
    return inlineBytes <= INLINE_CSS_BYTES && gzipSync(inlined).length <= FIRST_ROUND_TRIP_BYTES ? inlined : prioritised;
  };
}

/**
 * The folders that hold every module the pass runs: a change to anything in them finishes every
 * page afresh. A unit test keeps the pass's imports inside them.
 */
export const FINISHING_CODE = ['src/integrations', 'src/lib'];

export function finishSite({ cacheDir = join(CACHE_ROOT, 'finished-pages') } = {}): AstroIntegration {
  return {
    name: 'finish-site',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const dist = fileURLToPath(dir);
        const finish = pageFinisher(dist);
        // A finished page is named by the page as Astro wrote it and by the code that finishes it.
        // The page names its stylesheet and scripts, and Astro names each of those by a hash of
        // its content, so the name covers what they hold too.
        const finishingCode = codeKey(FINISHING_CODE);
        const keptPages = new Set<string>();
        mkdirSync(cacheDir, { recursive: true });
        let pages = 0;
        let finishedNow = 0;
        const { index } = await pagefind.createIndex({ forceLanguage: 'en' });
        if (!index) throw new Error('Pagefind could not start');
        const linked = new Set<string>();
        const stylesheets = new Set<string>();
        const indexed: ReturnType<typeof index.addHTMLFile>[] = [];
        try {
          for (const { file, route } of builtPages(dist)) {
            const html = readFileSync(file, 'utf8');
            for (const href of linkedStylesheets(html)) stylesheets.add(href);
            const cached = `${cacheKey(finishingCode, html)}.html`;
            keptPages.add(cached);
            const finished = (
              await fromFileCache(join(cacheDir, cached), async () => {
                finishedNow++;
                return Buffer.from(finish(html));
              })
            ).toString();
            for (const href of linkedStylesheets(finished)) linked.add(href);
            pages++;
            writeFileSync(file, finished);
            // Pagefind indexes in a process of its own, on the other core, while pages are finished here.
            if (SEARCHABLE.test(finished)) indexed.push(index.addHTMLFile({ url: route, content: finished }));
          }
          const problems = (await Promise.all(indexed)).flatMap((result) => result.errors);
          const output = join(dist, SEARCH_INDEX_DIR);
          problems.push(...(await index.writeFiles({ outputPath: output })).errors);
          if (problems.length > 0) throw new Error(problems.join('\n'));
          // Pagefind also writes its ready-made search interfaces; the site has its own dialog.
          for (const name of readdirSync(output)) if (UNUSED_SEARCH_UI.test(name)) rmSync(join(output, name));
        } finally {
          // Pagefind refuses to close with requests in flight, and its error would hide the one
          // that stopped the pass.
          await Promise.allSettled(indexed);
          await pagefind.close();
        }
        // The cache holds the pages of this build only.
        for (const name of readdirSync(cacheDir)) if (name.endsWith('.html') && !keptPages.has(name)) rmSync(join(cacheDir, name));
        // Stylesheets that every page now carries inline are not needed.
        for (const href of stylesheets) if (!linked.has(href)) rmSync(join(dist, href));
        logger.info(
          `${pages} pages finished, ${pages - finishedNow} of them kept from the last build and ${indexed.length} indexed for search, in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}

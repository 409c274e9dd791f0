import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FINISHING_CODE, finishSite } from '../../src/integrations/finish-site';
import { INLINE_CSS_BYTES } from '../../src/lib/performance/inline-stylesheets';
import { SEARCH_INDEX_DIR } from '../../src/lib/search/results';
import { importedFrom, ROOT } from './source-files';
import { tempDir } from './temp-dir';

const css =
  'h1{font-size:2em}li{list-style:none}table{border:0}.mt-4{margin-top:1rem}.hidden{display:none}.ring-red{outline:2px solid red}.unused{color:red}';
const page = (body: string, scripts = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self'"><link rel="stylesheet" href="/_astro/site.css">${scripts}</head><body>${body}</body></html>`;
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A built site in a temporary folder, finished as at the end of a build, with the cache of the last build's pages in `cacheDir`. */
async function finish(files: Record<string, string>, cacheDir = tempDir('finished-pages')) {
  const dist = tempDir('finish-site');
  mkdirSync(join(dist, '_astro'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, name), text);
  const messages: string[] = [];
  const { hooks } = finishSite({ cacheDir });
  await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({
    dir: pathToFileURL(`${dist}/`),
    logger: { info: (message: string) => messages.push(message) },
  });
  return { dist, messages, read: (name: string) => readFileSync(join(dist, name), 'utf8') };
}

describe('the pass over the finished site', () => {
  it('inlines the rules each page and its scripts use, low-priority scripts, and indexes the pages that ask', async () => {
    const { dist, messages, read } = await finish({
      '_astro/site.css': css,
      '_astro/menu.js': 'import "./shared.js";el.classList.toggle("hidden");el.append(document.createElement("li"))',
      '_astro/shared.js': 'export const error = "ring-red"',
      'guide.html': page('<main data-pagefind-body><h1 class="mt-4">Webhooks guide</h1><p>Signing secrets and retries.</p></main>'),
      'menu.html': page('<main><p class="mt-4">All posts</p></main>', '<script type="module" src="/_astro/menu.js"></script>'),
    });

    // Element rules too: only for the elements the page has.
    const guideCss = 'h1{font-size:2em}.mt-4{margin-top:1rem}';
    expect(read('guide.html')).toContain(`<style>${guideCss}</style>`);
    expect(read('guide.html')).toContain(`style-src 'self' ${hash(guideCss)}`);
    // Classes and elements the page's scripts, and what they import, may add are kept.
    const menuCss = 'li{list-style:none}.mt-4{margin-top:1rem}.hidden{display:none}.ring-red{outline:2px solid red}';
    expect(read('menu.html')).toContain(`<style>${menuCss}</style>`);
    expect(read('menu.html')).toContain(
      '<link rel="preload" as="script" crossorigin href="/_astro/shared.js" fetchpriority="low"><script fetchpriority="low" type="module" src="/_astro/menu.js">',
    );
    expect(existsSync(join(dist, '_astro/site.css'))).toBe(false);

    expect(messages).toEqual([
      expect.stringMatching(/^2 pages finished, 0 of them kept from the last build and 1 indexed for search, in \d+ ms$/),
    ]);
    expect(readdirSync(join(dist, SEARCH_INDEX_DIR, 'fragment'))).toHaveLength(1);
    expect(readdirSync(join(dist, SEARCH_INDEX_DIR)).filter((name) => name.startsWith('pagefind-ui'))).toEqual([]);
  });

  it('links the stylesheet, and keeps it, for a page that would not fit the first round trip with its rules inline', async () => {
    // Text that does not compress: 20 KB of it is more than the first round trip carries.
    const long = randomBytes(15_000).toString('base64');
    const { dist, read } = await finish({
      '_astro/site.css': css,
      'long.html': page(`<main><p class="mt-4">${long}</p></main>`),
      'short.html': page('<main><p class="mt-4">Short</p></main>'),
    });
    expect(read('long.html')).toContain('<link rel="stylesheet" href="/_astro/site.css">');
    expect(read('short.html')).toContain('<style>.mt-4{margin-top:1rem}</style>');
    expect(existsSync(join(dist, '_astro/site.css'))).toBe(true);
  });

  it('links the stylesheet for a page whose rules would come to more than the inline limit, however well they compress', async () => {
    const many = Array.from({ length: 1_500 }, (_, index) => `c${index}`);
    const rules = many.map((name, index) => `.${name}{margin:${index}px}`).join('');
    const { read } = await finish({
      '_astro/site.css': rules,
      'many.html': page(`<main><p class="${many.join(' ')}">Short</p></main>`),
      'few.html': page(`<main><p class="${many.slice(0, 1_000).join(' ')}">Short</p></main>`),
    });
    expect(Buffer.byteLength(rules)).toBeGreaterThan(INLINE_CSS_BYTES);
    expect(read('many.html')).toContain('<link rel="stylesheet" href="/_astro/site.css">');
    expect(read('few.html')).not.toContain('<link rel="stylesheet"');
  });

  it('keeps the registration of a property that only a script sets', async () => {
    const registered = '@property --progress{syntax:"*";inherits:false}.bar{width:var(--progress,0)}';
    const { read } = await finish({
      '_astro/site.css': registered,
      '_astro/bar.js': 'document.querySelector(".bar").style.setProperty("--progress", "50%")',
      'script.html': page('<main><div class="bar"></div></main>', '<script type="module" src="/_astro/bar.js"></script>'),
      'none.html': page('<main><div class="bar"></div></main>'),
    });
    expect(read('script.html')).toContain('@property --progress');
    expect(read('none.html')).not.toContain('@property --progress');
  });

  it("keeps a file input's button rule where the markup or a script has a file input", async () => {
    const rule = '::file-selector-button{margin-inline-end:4px}';
    const { read } = await finish({
      '_astro/site.css': `${rule}.mt-4{margin-top:1rem}`,
      '_astro/upload.js': 'const input = document.createElement("input"); input.type = "file"',
      'markup.html': page('<main><form><input class="mt-4" type="file" name="cv"></form></main>'),
      'script.html': page('<main><p class="mt-4">Upload</p></main>', '<script type="module" src="/_astro/upload.js"></script>'),
      'none.html': page('<main><form><input class="mt-4" type="search"></form></main>'),
    });
    expect(read('markup.html')).toContain(rule);
    expect(read('script.html')).toContain(rule);
    expect(read('none.html')).not.toContain(rule);
  });

  it("finishes only the pages that changed since the last build, the same way, and keeps only this build's", async () => {
    const cacheDir = tempDir('finished-pages');
    const site = {
      '_astro/site.css': css,
      'kept.html': page('<main data-pagefind-body><h1 class="mt-4">Unchanged</h1></main>'),
      'edited.html': page('<main><p class="mt-4">First version</p></main>'),
    };
    const first = await finish(site, cacheDir);
    expect(readdirSync(cacheDir)).toHaveLength(2);

    const again = await finish({ ...site, 'edited.html': page('<main><h1>Second version</h1></main>') }, cacheDir);
    expect(again.messages).toEqual([
      expect.stringMatching(/^2 pages finished, 1 of them kept from the last build and 1 indexed for search/),
    ]);
    expect(again.read('kept.html')).toBe(first.read('kept.html'));
    expect(again.read('edited.html')).toContain('<style>h1{font-size:2em}</style>');
    // The page as it was before the edit is no longer kept.
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(readdirSync(join(again.dist, SEARCH_INDEX_DIR, 'fragment'))).toHaveLength(1);
  });

  it("stops on a page it cannot finish with that page's problem, not with the search indexer's", async () => {
    const withoutStyleSrc = page('<main data-pagefind-body><p class="mt-4">Text</p></main>').replace("; style-src 'self'", '');
    await expect(
      finish({
        '_astro/site.css': css,
        'indexed.html': page('<main data-pagefind-body><p class="mt-4">Indexed first</p></main>'),
        'without-style-src.html': withoutStyleSrc,
      }),
    ).rejects.toThrow('style-src');
  });
});

describe('the cache of finished pages', () => {
  it('is named by folders that hold every module the pass runs', () => {
    const modules = [...importedFrom([join(ROOT, 'src/integrations/finish-site.ts')])].map((file) => relative(ROOT, file));
    expect(modules).toContain('src/lib/performance/used-css.ts');
    const outside = modules.filter((module) => !FINISHING_CODE.some((folder) => module.startsWith(`${folder}/`)));
    expect(outside).toEqual([]);
  });
});

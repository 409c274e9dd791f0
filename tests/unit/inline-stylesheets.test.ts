import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finishPages } from '../../src/integrations/finish-pages';
import { handOver, takeTurn } from '../../src/integrations/rendered-pages';
import { inlineStylesheets } from '../../src/lib/performance/inline-stylesheets';
import { textOf, toPageBytes } from '../../src/lib/performance/page-bytes';

const site = '.mt-4{margin-top:1rem}.prose{max-width:65ch}.quote:before{content:"“"}';
const legal = '.legal{color:red}';
const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const bytes = (text: string) => toPageBytes(new TextEncoder().encode(text).buffer);
const page = (head: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' 'sha256-other=';">${head}</head><body>${body}</body></html>`;
const links = '<link rel="stylesheet" href="/_astro/site.css"><link rel="stylesheet" href="/_astro/legal.css">';

describe('stylesheets put inline as each page is finished', () => {
  it('replaces each link by its stylesheet, in place, and allows each one by its hash', () => {
    const sheets: Record<string, string> = { '/_astro/site.css': '.a{}', '/_astro/legal.css': '.b{}' };
    const inlined = inlineStylesheets(page(links, '<p>Hi</p>'), (href) => ({ css: sheets[href]!, hash: `'h-${href}'` }));
    expect(inlined).toBe(
      page('<style>.a{}</style><style>.b{}</style>', '<p>Hi</p>').replace(
        "style-src 'self'",
        "style-src 'self' 'h-/_astro/site.css' 'h-/_astro/legal.css'",
      ),
    );
  });

  it('refuses a page whose policy has no style-src to allow them', () => {
    expect(() => inlineStylesheets(`<html><head>${links}</head></html>`, () => ({ css: '', hash: "'h'" }))).toThrow('style-src');
  });

  it('gives pages without prose the stylesheets without typography rules, hashes their UTF-8 bytes and deletes the files after the build', () => {
    const dist = mkdtempSync(join(tmpdir(), 'inline-stylesheets-'));
    mkdirSync(join(dist, '_astro'));
    writeFileSync(join(dist, '_astro/site.css'), site);
    writeFileSync(join(dist, '_astro/legal.css'), legal);
    const { hooks } = finishPages();
    const run = (hook: keyof typeof hooks, options: unknown) => (hooks[hook] as (options: unknown) => unknown)(options);
    run('astro:config:done', { config: { outDir: pathToFileURL(`${dist}/`) } });
    run('astro:build:start', {});

    const withoutProse = textOf(handOver('/about.html', bytes(page(links, '<p class="mt-4">Hi</p>')), takeTurn()));
    const siteWithoutProse = '.mt-4{margin-top:1rem}.quote:before{content:"“"}';
    expect(withoutProse).toContain(`<style>${siteWithoutProse}</style><style>${legal}</style>`);
    expect(withoutProse).toContain(`style-src 'self' ${hash(siteWithoutProse)} ${hash(legal)} 'sha256-other='`);

    const withProse = textOf(handOver('/blog/post.html', bytes(page(links, '<article class="prose">Hi</article>')), takeTurn()));
    expect(withProse).toContain(`<style>${site}</style>`);
    expect(withProse).toContain(`style-src 'self' ${hash(site)} ${hash(legal)}`);

    writeFileSync(join(dist, 'about.html'), withoutProse);
    writeFileSync(join(dist, 'post.html'), withProse);
    run('astro:build:done', { dir: pathToFileURL(`${dist}/`) });
    expect(existsSync(join(dist, '_astro/site.css'))).toBe(false);
    expect(existsSync(join(dist, '_astro/legal.css'))).toBe(false);
  });
});

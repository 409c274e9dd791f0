// What the source says about itself: comments a reader trusts, and none that reach a visitor.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

const filesUnder = (folder: string, extension: RegExp): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => extension.test(name))
    .map((name) => join(folder, name));

/**
 * A path into this repository written in the source: `src/lib/…/x.ts`, `scripts/…/y.mjs`. A path
 * under the content folder is an example (editors add and remove posts), and one whose first folder
 * below the top one is not ours names another project's file (Storage's `src/internal/…`).
 */
const NAMED_PATH = /(?<![\w/.@-])((?:src|scripts|tests|supabase)\/[\w.[\]/-]+\.(?:ts|tsx|mjs|js|astro|css|sql|json))\b/g;
const isOurs = (path: string) => !path.startsWith('src/content/') && existsSync(join(ROOT, path.split('/').slice(0, 2).join('/')));

describe('comments', () => {
  it('name only files that exist', () => {
    const sources = [
      ...['src', 'scripts', 'tests', 'supabase'].flatMap((folder) => filesUnder(folder, /\.(ts|tsx|mjs|astro|css|sql)$/)),
      ...filesUnder('docs', /\.md$/),
      'README.md',
      'astro.config.mjs',
    ];
    const missing = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(NAMED_PATH)]
        .map(([, path]) => path!)
        .filter((path) => isOurs(path) && !existsSync(join(ROOT, path)))
        .map((path) => `${file} names ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('in a component template are Astro comments, which stay out of the page', () => {
    // Astro sends an HTML comment to every visitor of every page that uses the component.
    const templates = filesUnder('src', /\.astro$/).filter((file) => {
      const template = readFileSync(join(ROOT, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      return template.includes('<!--');
    });
    expect(templates).toEqual([]);
  });
});

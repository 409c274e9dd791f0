// What the source says about itself: comments a reader trusts, and none that reach a visitor.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './source-files';

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
      join(ROOT, 'README.md'),
      join(ROOT, 'astro.config.mjs'),
    ];
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(NAMED_PATH)]
        .map(([, path]) => path!)
        .filter((path) => isOurs(path) && !existsSync(join(ROOT, path)))
        .map((path) => `${relative(ROOT, file)} names ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('in a component template are Astro comments, which stay out of the page', () => {
    // Astro sends an HTML comment to every visitor of every page that uses the component.
    const templates = filesUnder('src', /\.astro$/).filter((file) =>
      readFileSync(file, 'utf8')
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .includes('<!--'),
    );
    expect(templates.map((file) => relative(ROOT, file))).toEqual([]);
  });
});

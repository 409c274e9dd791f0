// A Markdown post is rendered to HTML once, when the content is synced. Astro would keep that HTML
// in its content store, and every build writes the whole store into its own code: post HTML was
// most of the store, and each build read, bundled, compiled and held it in memory again. The blog's loader (src/collections/blog-loader.ts) keeps each post's HTML in a
// file of its own instead, in Astro's cache folder (so clearing the cache clears it too), named by
// the post's digest; the store keeps only where that file is, and a post page reads it.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Rendered {
  html: string;
  metadata?: Record<string, unknown>;
}

/** The folder of the stored posts' HTML, inside Astro's cache folder. */
export const postHtmlDir = (cacheDir: URL): string => fileURLToPath(new URL('blog-html/', cacheDir));

/** Writes the rendered HTML to its own file in `dir`; returns what the store keeps instead. */
export function storeHtmlApart(rendered: Rendered, digest: string, dir: string): Rendered {
  mkdirSync(dir, { recursive: true });
  const htmlFile = join(dir, `${digest}.html`);
  writeFileSync(htmlFile, rendered.html);
  return { html: '', metadata: { ...rendered.metadata, htmlFile } };
}

const htmlFileOf = (rendered: Rendered | undefined) => rendered?.metadata?.htmlFile as string | undefined;

/** Whether a stored post's HTML is in its file, as this loader stores it (not in the store, nor lost). */
export const hasHtmlApart = (rendered: Rendered | undefined): boolean => {
  const htmlFile = htmlFileOf(rendered);
  return htmlFile !== undefined && existsSync(htmlFile);
};

/** A stored Markdown post's HTML. */
export function postHtml(rendered: Rendered): string {
  const htmlFile = htmlFileOf(rendered);
  if (htmlFile === undefined) throw new Error('This post was stored without its HTML file: delete node_modules/.astro and build again.');
  return readFileSync(htmlFile, 'utf8');
}

/** Deletes the files in `dir` that no stored post names (the HTML of edited or deleted posts). */
export function removeUnusedHtml(dir: string, stored: (Rendered | undefined)[]): void {
  if (!existsSync(dir)) return;
  const used = new Set(stored.map(htmlFileOf));
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!used.has(file)) rmSync(file, { force: true });
  }
}

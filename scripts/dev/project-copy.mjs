// A throwaway copy of the project, for runs that must change content without touching the real
// one (the publishing e2e test, the build benchmark). node_modules is linked, not copied.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

// Build output, caches, local data and reports stay behind; everything else is the project.
const LEFT_BEHIND = /^(node_modules|dist|\.astro|\.data|\.git|\.lighthouse|test-results|playwright-report|blob-report|coverage)$/;

const OWN_CACHES = new Set(['.astro', '.vite', '.cache']);

/** Copies the project at `root` into a new temporary folder and returns the folder. */
export function copyProject(prefix, root = '.') {
  const source = resolve(root);
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, copy, { recursive: true, filter: (path) => !LEFT_BEHIND.test(relative(source, path).split(/[\\/]/)[0]) });
  // Packages are linked one by one, so the copy's build caches (Astro's content store in
  // node_modules/.astro, Vite's in .vite) are its own: a linked node_modules would have the copy
  // overwrite the project's store. The share-image cache is shared; it is keyed by what it draws.
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '.cache'), { recursive: true });
  for (const entry of readdirSync(join(source, 'node_modules'))) {
    if (OWN_CACHES.has(entry)) continue;
    symlinkSync(join(source, 'node_modules', entry), join(modules, entry));
  }
  const shareImages = join(source, 'node_modules', '.cache', 'share-images');
  mkdirSync(shareImages, { recursive: true });
  symlinkSync(shareImages, join(modules, '.cache', 'share-images'), 'dir');
  return copy;
}

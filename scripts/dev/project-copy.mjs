// A throwaway copy of the project, for runs that must change content without touching the real
// one (the publishing e2e test, the build benchmark). node_modules is linked, not copied.
import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

// Build output, caches, local data and reports stay behind; everything else is the project.
const LEFT_BEHIND = /^(node_modules|dist|\.astro|\.data|\.git|\.lighthouse|test-results|playwright-report|blob-report|coverage)$/;

/** Copies the project at `root` into a new temporary folder and returns the folder. */
export function copyProject(prefix, root = '.') {
  const source = resolve(root);
  const copy = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, copy, { recursive: true, filter: (path) => !LEFT_BEHIND.test(relative(source, path).split(/[\\/]/)[0]) });
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

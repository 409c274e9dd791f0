// The project's own files, for the tests that check rules about the source itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The absolute paths of the files under `folder` (relative to the project) whose names match `names`. */
export const filesUnder = (folder: string, names: RegExp): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => names.test(name))
    .map((name) => join(ROOT, folder, name));

/** What a module imports: static and dynamic imports and re-exports, type-only ones too. */
export const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The project's file that `specifier` names from the file `from`, or nothing for a package's. */
export function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(ROOT, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  return (
    base &&
    [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts')].find((file) => existsSync(file) && !file.endsWith('/'))
  );
}

/** Every project file that `entries` import, directly or through others, `entries` included. */
export function importedFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
  }
  return seen;
}

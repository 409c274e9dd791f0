// Site code imports `@/…` (tsconfig.json paths), which Vite resolves. Node resolves no alias, so the
// files it loads without Vite (the tools in scripts/ and astro.config.mjs, and everything they
// import) must import by relative path, or `npm run dev` and the tools stop with a missing module.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, IMPORT, importedFrom, resolveImport, ROOT } from './source-files';

/** Each file Node loads from `entries` that imports through the alias, with those imports. */
function aliasedImports(entries: string[]): Record<string, string[]> {
  const aliased: Record<string, string[]> = {};
  for (const file of importedFrom(entries)) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map(([, specifier]) => specifier!)
      .filter((s) => s.startsWith('@/'));
    if (specifiers.length > 0) aliased[relative(ROOT, file)] = specifiers;
  }
  return aliased;
}

/** The first import circle among `files` (each file's imports, type-only and dynamic ones too), or []. */
function importCircle(files: string[]): string[] {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] => {
    if (state.get(file) === 'done') return [];
    if (state.get(file) === 'visiting') return [...path.slice(path.indexOf(file)), file].map((entry) => relative(ROOT, entry));
    state.set(file, 'visiting');
    path.push(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      const circle = target && files.includes(target) ? visit(target) : [];
      if (circle.length > 0) return circle;
    }
    path.pop();
    state.set(file, 'done');
    return [];
  };
  for (const file of files) {
    const circle = visit(file);
    if (circle.length > 0) return circle;
  }
  return [];
}

describe('imports', () => {
  it('use no alias in any file that Node loads without Vite', () => {
    const tools = filesUnder('scripts', /\.(ts|mjs)$/);
    expect(aliasedImports([join(ROOT, 'astro.config.mjs'), ...tools])).toEqual({});
  });

  it('form no circle in src/lib, where each module is one concept', () => {
    expect(importCircle(filesUnder('src/lib', /\.(ts|tsx|mjs)$/))).toEqual([]);
  });
});

// Site code imports `@/…` (tsconfig.json paths), which Vite resolves. Node resolves no alias, so the
// files it loads without Vite (the tools in scripts/ and astro.config.mjs, and everything they
// import) must import by relative path, or `npm run dev` and the tools stop with a missing module.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, ROOT } from './source-files';

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | undefined {
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

/** Every file Node loads from `entries`, following relative and alias imports alike. */
function loadedByNode(entries: string[]): Map<string, string[]> {
  const aliased = new Map<string, string[]>();
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier!.startsWith('@/')) aliased.set(relative(ROOT, file), [...(aliased.get(relative(ROOT, file)) ?? []), specifier!]);
      const target = resolveImport(file, specifier!);
      if (target && !seen.has(target)) pending.push(target);
    }
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
    expect(Object.fromEntries(loadedByNode([join(ROOT, 'astro.config.mjs'), ...tools]))).toEqual({});
  });

  it('form no circle in src/lib, where each module is one concept', () => {
    expect(importCircle(filesUnder('src/lib', /\.(ts|tsx|mjs)$/))).toEqual([]);
  });
});

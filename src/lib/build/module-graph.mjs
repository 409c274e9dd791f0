// What a built script loads with it, read from the files in dist/: the audits and the build's
// script-priority step follow the same imports.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const STATIC_IMPORTS = [/(?:import|export)\s*[\w$*{},\s]*?from\s*["'`]([^"'`]+)["'`]/g, /import\s*["'`]([^"'`]+)["'`]/g];
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

const specifiers = (code, patterns) =>
  patterns.flatMap((pattern) => [...code.matchAll(pattern)].map(([, specifier]) => specifier)).filter((s) => /^[./]/.test(s));

/**
 * Every module the script at `url` (a path under `dist`) loads with it through static imports,
 * itself included; the modules it only imports on demand (dynamic import) are collected apart.
 */
export function moduleGraph(dist, url, seen = new Set(), onDemand = new Set()) {
  if (seen.has(url)) return { seen, onDemand };
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  const resolve = (specifier) => posix.resolve(posix.dirname(url), specifier);
  for (const specifier of specifiers(code, STATIC_IMPORTS)) moduleGraph(dist, resolve(specifier), seen, onDemand);
  for (const specifier of specifiers(code, [DYNAMIC_IMPORT])) onDemand.add(resolve(specifier));
  return { seen, onDemand };
}

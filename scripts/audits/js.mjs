// Prints the JavaScript each built route loads (raw and gzip bytes), following imports, and
// exits non-zero when a route misses its budget.
// Usage: node scripts/audits/js.mjs [dist]  (run after `npm run build`)
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPages } from './built-pages.mjs';

const dist = process.argv[2] ?? 'dist';

/** Gzip bytes a route may load up front. Code a form imports on its first use is not counted. */
const BUDGETS = { withoutIslands: 3 * 1024, withIslands: 75 * 1024 };

const STATIC_IMPORTS = [/(?:import|export)\s*[\w$*{},\s]*?from\s*["'`]([^"'`]+)["'`]/g, /import\s*["'`]([^"'`]+)["'`]/g];
const DYNAMIC_IMPORT = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

const specifiers = (code, patterns) =>
  patterns.flatMap((pattern) => [...code.matchAll(pattern)].map(([, specifier]) => specifier)).filter((s) => /^[./]/.test(s));

/**
 * Every module a script loads with it (static imports), itself included; modules it only
 * imports on demand (dynamic import) are collected separately.
 */
function moduleGraph(url, seen = new Set(), onDemand = new Set()) {
  if (seen.has(url)) return { seen, onDemand };
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  const resolve = (specifier) => posix.resolve(posix.dirname(url), specifier);
  for (const specifier of specifiers(code, STATIC_IMPORTS)) moduleGraph(resolve(specifier), seen, onDemand);
  for (const specifier of specifiers(code, [DYNAMIC_IMPORT])) onDemand.add(resolve(specifier));
  return { seen, onDemand };
}

const attribute = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];

function routeScripts(html) {
  const entries = new Set();
  let inlineCode = '';
  for (const [, tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = attribute(tag, 'src');
    if (src) entries.add(src);
    else if (!/type="application\/(ld\+)?json"/.test(tag)) inlineCode += body;
  }
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attribute(island, name);
      if (url) entries.add(url);
    }
  }
  const modules = new Set();
  const requested = new Set();
  for (const entry of entries) moduleGraph(entry, modules, requested);
  const onDemand = new Set();
  for (const url of requested) if (!modules.has(url)) moduleGraph(url, onDemand);
  for (const url of modules) onDemand.delete(url);
  const joined = Buffer.concat([...modules].map((url) => readFileSync(join(dist, url))).concat(Buffer.from(inlineCode)));
  const lazy = Buffer.concat([...onDemand].map((url) => readFileSync(join(dist, url))));
  return {
    modules: [...modules],
    islands: (html.match(/<astro-island\b/g) ?? []).length,
    raw: joined.length,
    gzip: gzipSync(joined, { level: 9 }).length,
    onDemandGzip: lazy.length ? gzipSync(lazy, { level: 9 }).length : 0,
    react: [...modules].some((url) => /react|client\.[\w-]+\.js/.test(url)),
  };
}

const rows = builtPages(dist).map(({ file, route }) => ({ route, ...routeScripts(readFileSync(file, 'utf8')) }));

/** Why a route misses its budget, or nothing when it keeps it. */
function budgetProblems(row) {
  const budget = row.islands > 0 ? BUDGETS.withIslands : BUDGETS.withoutIslands;
  return [
    ...(row.gzip > budget ? [`${kb(row.gzip)} gzip is over its ${kb(budget)} budget`] : []),
    ...(row.react && row.islands === 0 ? ['loads the React runtime without an island'] : []),
  ];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log('route'.padEnd(44), 'islands', 'modules', 'raw'.padStart(10), 'gzip'.padStart(10), ' react', '  on demand (gzip)');
const failures = [];
for (const row of rows) {
  const problems = budgetProblems(row);
  failures.push(...problems.map((problem) => `${row.route}: ${problem}`));
  console.log(
    row.route.padEnd(44),
    String(row.islands).padStart(7),
    String(row.modules.length).padStart(7),
    kb(row.raw).padStart(10),
    kb(row.gzip).padStart(10),
    (row.react ? 'yes' : 'no').padStart(6),
    row.onDemandGzip ? `  ${kb(row.onDemandGzip)} when a form is first used` : '',
    problems.length ? '  ✗ over budget' : '',
  );
}
console.log(`\nBudgets (gzip): ${kb(BUDGETS.withoutIslands)} without islands, ${kb(BUDGETS.withIslands)} with islands; React only with an island.`);
if (failures.length > 0) {
  console.log(`\n${failures.length} route(s) over budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`All ${rows.length} routes within budget.`);
}

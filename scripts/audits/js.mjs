// Prints the JavaScript each built route loads (raw and gzip bytes), following imports, and
// exits non-zero when a route misses its budget.
// Usage: node scripts/audits/js.mjs [dist]  (run after `npm run build`)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { moduleGraph } from '../../src/lib/build/module-graph.mjs';
import { searchIndexFiles } from './search-index-files.mjs';

const dist = process.argv[2] ?? 'dist';

/**
 * Gzip bytes a route may load up front. Code a form imports on its first use is not counted. With
 * islands, React's runtime is most of it; the rest is the islands and the frame every page shares
 * (menus, search, the theme control).
 */
const BUDGETS = { withoutIslands: 3 * 1024, withIslands: 75 * 1024 };

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
  for (const entry of entries) moduleGraph(dist, entry, modules, requested);
  // Code a page loads on demand, by what asks for it: the search dialog when it opens, the
  // form's database client on a form's first use.
  const onDemand = { search: new Set(), forms: new Set() };
  for (const url of requested) {
    if (modules.has(url)) continue;
    const graph = moduleGraph(dist, url).seen;
    const group = /search/.test(url) ? onDemand.search : onDemand.forms;
    for (const module of graph) if (!modules.has(module)) group.add(module);
  }
  const joined = Buffer.concat([...modules].map((url) => readFileSync(join(dist, url))).concat(Buffer.from(inlineCode)));
  const gzipOf = (urls) =>
    urls.size ? gzipSync(Buffer.concat([...urls].map((url) => readFileSync(join(dist, url)))), { level: 9 }).length : 0;
  return {
    modules: [...modules],
    islands: (html.match(/<astro-island\b/g) ?? []).length,
    raw: joined.length,
    gzip: gzipSync(joined, { level: 9 }).length,
    searchGzip: gzipOf(onDemand.search),
    formsGzip: gzipOf(onDemand.forms),
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
console.log(
  'route'.padEnd(44),
  'islands',
  'modules',
  'raw'.padStart(10),
  'gzip'.padStart(10),
  ' react',
  '  on demand (gzip): search dialog, first form use',
);
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
    `  ${kb(row.searchGzip).padStart(8)} ${row.formsGzip ? kb(row.formsGzip).padStart(8) : ''.padStart(8)}`,
    problems.length ? '  ✗ over budget' : '',
  );
}
// Pagefind's own script, WebAssembly and index load when the search dialog first opens.
const files = searchIndexFiles(dist);
if (files.length > 0) {
  const sizeOf = (test) => files.filter((entry) => test(entry.name)).reduce((sum, entry) => sum + entry.size, 0);
  const script = gzipSync(readFileSync(files.find((entry) => entry.name === 'pagefind.js').file), { level: 9 }).length;
  console.log(
    `\nSearch, on opening the dialog: pagefind.js ${kb(script)} gzip, WebAssembly ${kb(sizeOf((name) => name.startsWith('wasm.')))}, index ${kb(sizeOf((name) => /\.pf_/.test(name)))} in ${files.length} files (each search fetches only the parts it needs).`,
  );
}
console.log(
  `\nBudgets (gzip): ${kb(BUDGETS.withoutIslands)} without islands, ${kb(BUDGETS.withIslands)} with islands; React only with an island.`,
);
if (failures.length > 0) {
  console.log(`\n${failures.length} route(s) over budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`All ${rows.length} routes within budget.`);
}

// Every internal href, src and #fragment in dist/ must reach a file or an element id.
// External links are listed, not fetched. Exits non-zero when anything is broken.
// Usage: node scripts/audits/links.mjs [dist]   (run after `npm run build`)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { builtPages } from '../../src/lib/build/built-pages.mjs';

const dist = process.argv[2] ?? 'dist';

const pages = builtPages(dist);

/** The file a static host serves for a path, as `astro preview` and Netlify do. */
function resolveFile(path) {
  const clean = decodeURIComponent(path.replace(/\/$/, '')) || '/';
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.map((candidate) => join(dist, candidate)).find((file) => existsSync(file) && statSync(file).isFile());
}

const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id)));
  }
  return idsCache.get(file);
}

const broken = new Set();
const external = new Map();
let checked = 0;

for (const { file, route: page } of pages) {
  // Structured data and scripts hold URLs that are not links.
  const html = readFileSync(file, 'utf8').replace(/<script\b[\s\S]*?<\/script>/g, '');
  const urls = [
    ...[...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map(([, url]) => url),
    ...[...html.matchAll(/\ssrcset="([^"]*)"/g)].flatMap(([, set]) => set.split(',').map((part) => part.trim().split(/\s+/)[0])),
  ];
  for (const raw of urls) {
    const url = raw.replaceAll('&amp;', '&');
    if (!url) continue;
    if (/^(https?:|mailto:|tel:)/.test(url)) {
      external.set(url, (external.get(url) ?? 0) + 1);
      continue;
    }
    if (/^(data:|javascript:)/.test(url)) continue;
    checked++;
    const [pathAndQuery, fragment] = url.split('#');
    const path = pathAndQuery.split('?')[0];
    const target = path ? resolveFile(path.startsWith('/') ? path : posix.join(posix.dirname(page), path)) : file;
    if (!target) {
      broken.add(`${page}: ${url} (no such file)`);
    } else if (fragment && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(fragment))) {
      broken.add(`${page}: ${url} (no element with id "${fragment}")`);
    }
  }
}

console.log(`Checked ${checked} internal links and sources in ${pages.length} pages.`);
console.log(`\nExternal links (${external.size}, not fetched):`);
for (const [url, count] of [...external].sort()) console.log(`  ${String(count).padStart(3)}× ${url}`);
if (broken.size > 0) {
  console.log(`\nBroken (${broken.size}):`);
  for (const line of broken) console.log(`  ${line}`);
  process.exitCode = 1;
} else {
  console.log('\nNo broken internal links.');
}

// Every internal href, src and #fragment in dist/ must reach a file or an element id, and the
// sitemap must list exactly the pages that do not ask search engines to stay away (a page marked
// noindex is left out by src/lib/seo/sitemap.ts's rules, which are written apart from the mark).
// External links are listed, not fetched. Exits non-zero when anything is broken.
// Usage: node scripts/audits/links.mjs [dist]   (run after `npm run build`)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { builtPages, isNoindex, routeOf } from '../../src/lib/build/built-pages.mjs';

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

// The routes @astrojs/sitemap listed (sitemap-0.xml, …; the index only names those files).
const sitemapFiles = readdirSync(dist).filter((name) => /^sitemap-\d+\.xml$/.test(name));
const inSitemap = new Set(
  sitemapFiles.flatMap((name) =>
    [...readFileSync(join(dist, name), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => routeOf(new URL(url).pathname)),
  ),
);

for (const { file, route: page } of pages) {
  const source = readFileSync(file, 'utf8');
  if (sitemapFiles.length > 0 && isNoindex(source) === inSitemap.has(page)) {
    broken.add(isNoindex(source) ? `${page}: in the sitemap, but marked noindex` : `${page}: not in the sitemap, but indexable`);
  }
  inSitemap.delete(page);
  // Structured data and scripts hold URLs that are not links.
  const html = source.replace(/<script\b[\s\S]*?<\/script>/g, '');
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

for (const route of inSitemap) broken.add(`sitemap: ${route} (no such page)`);

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

// `npm run bench:peer -- [--rounds 3] [--runs 2] [--posts 200] [--before DIR]`: this site beside the official Astro
// blog starter (../shared/peers/astro-blog-starter, on our Astro version), measured in one run on
// this machine, with the ratios the performance goals are stated in (docs/performance.md):
// - first paint: Lighthouse mobile at its default settings, rounds interleaved, each of our page
//   templates against the median of the starter's pages;
// - page weight: each page's HTML (gzip) and the CSS it carries inline (raw);
// - build cost per added post, cold (every cache deleted) and repeated, by the shared bench
//   script (../shared/bench/build-bench.sh), which builds throwaway copies with generated posts.
// `--before DIR` measures a checkout of an earlier commit (with its node_modules) in the same run,
// so that a change is judged by figures taken side by side.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { DEFAULT_CPU_SLOWDOWN, median, runSettings } from '../audits/lighthouse.mjs';
import { templateRoutes } from '../audits/template-routes.mjs';
import { chromiumArgs, chromiumPath } from '../dev/chromium.mjs';
import { waitForServer } from '../dev/wait-for-server.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    runs: { type: 'string', default: '2' },
    posts: { type: 'string', default: '200' },
    before: { type: 'string' },
  },
});
const ROOT = resolve(import.meta.dirname, '../..');
const SHARED = resolve(ROOT, process.env.SHARED_DIR ?? '../shared');
const PEER = join(SHARED, 'peers/astro-blog-starter');
if (!existsSync(PEER)) {
  console.error(`No starter at ${PEER}: set SHARED_DIR to the folder that holds peers/ and bench/.`);
  process.exit(1);
}
const STARTER_PAGES = ['/', '/about', '/blog', '/blog/markdown-style-guide', '/blog/first-post'];

const astro = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', ...args], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });

/** The starter, installed once into a cache folder of ours. */
function starterCopy(): string {
  const copy = join(ROOT, 'node_modules/.cache/bench-peer/starter');
  if (!existsSync(join(copy, 'node_modules/astro'))) {
    cpSync(PEER, copy, { recursive: true });
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm install of the starter failed');
  }
  return copy;
}

interface Site {
  name: 'ours' | 'before' | 'starter';
  dir: string;
  port: number;
  pages: string[];
}

/** HTML gzip and inline CSS of each page, in KB. */
function weights(site: Site) {
  return builtPages(join(site.dir, 'dist'))
    .filter(({ route }) => site.pages.includes(route))
    .map(({ route, file }) => {
      const html = readFileSync(file);
      const css = [...html.toString('utf8').matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
        (sum, [, text]) => sum + Buffer.byteLength(text!),
        0,
      );
      return { route, htmlGzipKb: gzipSync(html, { level: 9 }).length / 1024, inlineCssKb: css / 1024 };
    });
}

async function firstPaint(sites: Site[], rounds: number) {
  const servers: ChildProcess[] = sites.map((site) =>
    spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(site.port)], {
      cwd: site.dir,
      env: { ...process.env, ASTRO_PREVIEW_BACKGROUND: '0' },
      stdio: 'ignore',
    }),
  );
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const runs = new Map<string, { fcp: number[]; lcp: number[] }>();
  try {
    for (const site of sites) await waitForServer(`http://localhost:${site.port}/`, { timeoutMs: 60_000 });
    for (let round = 0; round < rounds; round++) {
      for (const site of sites) {
        for (const page of site.pages) {
          const { lhr } = (await lighthouse(
            `http://localhost:${site.port}${page}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
            { extends: 'lighthouse:default', settings: runSettings({ noindex: false, slowdown: DEFAULT_CPU_SLOWDOWN }) } as Config,
          ))!;
          const key = `${site.name} ${page}`;
          const figures = runs.get(key) ?? { fcp: [], lcp: [] };
          figures.fcp.push(lhr.audits['first-contentful-paint']!.numericValue!);
          figures.lcp.push(lhr.audits['largest-contentful-paint']!.numericValue!);
          runs.set(key, figures);
        }
      }
    }
  } finally {
    chrome.kill();
    for (const server of servers) server.kill();
  }
  return runs;
}

const starter: Site = { name: 'starter', dir: starterCopy(), port: 4411, pages: STARTER_PAGES };
const beforeDir = values.before && resolve(values.before);
const ours: Site = { name: 'ours', dir: ROOT, port: 4410, pages: [] };
const before: Site | undefined = beforeDir ? { name: 'before', dir: beforeDir, port: 4412, pages: [] } : undefined;
const sites = [ours, ...(before ? [before] : []), starter];
console.log(`Building ${sites.map((site) => site.name).join(', ')}…`);
for (const site of sites) if (astro(site.dir, 'build').status !== 0) throw new Error(`The ${site.name} build failed`);
ours.pages = templateRoutes(join(ROOT, 'dist'));
if (before) before.pages = ours.pages;

const paint = await firstPaint(sites, Number(values.rounds));
const starterFcp = median(starter.pages.map((page) => median(paint.get(`starter ${page}`)!.fcp)));
const starterLcp = median(starter.pages.map((page) => median(paint.get(`starter ${page}`)!.lcp)));

console.log(`\nFirst paint, Lighthouse mobile (${DEFAULT_CPU_SLOWDOWN}x CPU slowdown), median of ${values.rounds} interleaved rounds`);
console.log(
  `The starter's pages: FCP ${starterFcp.toFixed(0)} ms, LCP ${starterLcp.toFixed(0)} ms (medians of its ${starter.pages.length} pages)`,
);
console.log('site    route'.padEnd(52), 'FCP ms', 'ratio', 'LCP ms', 'HTML KB gz', 'inline CSS KB');
for (const site of [ours, ...(before ? [before] : [])]) {
  const sizes = new Map(weights(site).map((row) => [row.route, row]));
  for (const page of site.pages) {
    const { fcp, lcp } = paint.get(`${site.name} ${page}`)!;
    const size = sizes.get(page);
    console.log(
      `${site.name.padEnd(7)} ${page}`.padEnd(52),
      median(fcp).toFixed(0).padStart(6),
      (median(fcp) / starterFcp).toFixed(2).padStart(5),
      median(lcp).toFixed(0).padStart(6),
      (size?.htmlGzipKb ?? 0).toFixed(1).padStart(10),
      (size?.inlineCssKb ?? 0).toFixed(1).padStart(13),
    );
  }
}
for (const row of weights(starter)) {
  console.log(
    `starter ${row.route}`.padEnd(52),
    '',
    '',
    '',
    row.htmlGzipKb.toFixed(1).padStart(10),
    row.inlineCssKb.toFixed(1).padStart(13),
  );
}

const work = mkdtempSync(join(tmpdir(), 'bench-peer-'));
for (const site of [ours, ...(before ? [before] : [])]) {
  console.log(`\nBuild cost per added post (shared/bench/build-bench.sh), ${site.name} against the starter: cold, then repeated`);
  for (const mode of [[], ['--warm']]) {
    const out = join(work, site.name, mode.length ? 'warm' : 'cold');
    spawnSync(
      'bash',
      [
        join(SHARED, 'bench/build-bench.sh'),
        site.dir,
        starter.dir,
        '--runs',
        values.runs!,
        '--work',
        join(work, site.name),
        '--out',
        out,
        ...mode,
        '0',
        values.posts!,
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
  }
}

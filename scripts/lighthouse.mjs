// Lighthouse (mobile, default throttling) on built routes; prints the median score per category.
// Usage: node scripts/lighthouse.mjs [--runs N] [route ...]   (run after `npm run build`)
// With no routes it audits every HTML page in dist/. It serves dist/ itself with `astro preview`.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const PORT = 4330;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 1;
const routes = args.length > 0 ? args : builtRoutes('dist');

function builtRoutes(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_astro'))
    .map((entry) => '/' + relative(dir, join(entry.parentPath, entry.name)).replace(/(index)?\.html$/, ''))
    .map((route) => (route.length > 1 ? route.replace(/\/$/, '') : route))
    .filter((route) => route !== '/404')
    .sort();
}

async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(PORT), '--ignore-lock'], {
  env: { ...process.env, ASTRO_PREVIEW_BACKGROUND: '0' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitForServer(`http://localhost:${PORT}/`);
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });

  const results = [];
  for (const route of routes) {
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
    const failing = new Set();
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`http://localhost:${PORT}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      for (const category of CATEGORIES) {
        scores[category].push(lhr.categories[category].score);
        for (const { id } of lhr.categories[category].auditRefs) {
          const audit = lhr.audits[id];
          if (audit.scoreDisplayMode === 'binary' && audit.score === 0) failing.add(id);
        }
      }
    }
    const row = { route, ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])) };
    results.push(row);
    console.log(
      route.padEnd(32),
      CATEGORIES.map((category) => `${category} ${row[category].toFixed(2)}`).join('  '),
      failing.size ? `  failing: ${[...failing].join(', ')}` : '',
    );
  }
  process.exitCode = 0;
  globalThis.lighthouseResults = results;
} finally {
  await chrome?.kill();
  server.kill();
}

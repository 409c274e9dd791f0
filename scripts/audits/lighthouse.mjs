// Lighthouse (mobile, default throttling) on the built routes: the median score of each category
// over the runs, as a table, and a non-zero exit when a route misses its budget.
// Usage: node scripts/audits/lighthouse.mjs [--runs N] [route ...]   (run after `npm run build`)
// With no routes it audits every HTML page in dist/, three runs each. It serves dist/ itself
// with `astro preview` and uses the tests' Chromium; nothing is fetched from the network.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { builtPages, isNoindex } from './built-pages.mjs';
import { chromiumArgs, chromiumPath } from '../dev/chromium.mjs';
import { waitForServer } from '../dev/wait-for-server.mjs';

const PORT = 4330;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Diagnostics that weigh nothing in any score but cost seconds a run: bf-cache navigates away and
 * back. Skipping them keeps one pass over every route short enough for CI.
 */
const UNSCORED_SLOW_AUDITS = ['bf-cache'];

/** The lowest median score each category may have on any route. */
const BUDGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

/** The categories of a row (route and median scores) that fall below their budget. */
export const budgetFailures = (row) => CATEGORIES.filter((category) => row[category] < BUDGETS[category]);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function audit(chrome, { route, file }, runs) {
  // Pages that ask not to be indexed would fail SEO's is-crawlable audit by design; every other
  // SEO audit still runs on them.
  const noindex = isNoindex(readFileSync(file, 'utf8'));
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, []]));
  // Scored audits that cost points (performance metrics only when below 0.9), to say why.
  const weak = new Set();
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(
      `http://localhost:${PORT}${route}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
      {
        extends: 'lighthouse:default',
        settings: { skipAudits: [...UNSCORED_SLOW_AUDITS, ...(noindex ? ['is-crawlable'] : [])], disableFullPageScreenshot: true },
      },
    );
    for (const category of CATEGORIES) {
      scores[category].push(lhr.categories[category].score);
      for (const { id, weight } of lhr.categories[category].auditRefs) {
        const { score } = lhr.audits[id];
        if (weight > 0 && score !== null && score < 1 && (category !== 'performance' || score < 0.9)) weak.add(id);
      }
    }
  }
  return {
    route,
    noindex,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, median(scores[category])])),
    weak: [...weak],
  };
}

function printRow(row) {
  const failures = budgetFailures(row);
  console.log(
    row.route.padEnd(44),
    ...CATEGORIES.map((category) => row[category].toFixed(2).padStart(category.length)),
    failures.length ? ` ✗ ${failures.join(', ')}` : ' ✓',
    row.noindex ? ' (noindex)' : '',
    row.weak.length ? ` weak audits: ${row.weak.join(', ')}` : '',
  );
}

async function main() {
  const args = process.argv.slice(2);
  const runsFlag = args.indexOf('--runs');
  const runs = runsFlag >= 0 ? Number(args.splice(runsFlag, 2)[1]) : 3;
  const pages = builtPages().filter(({ route }) => args.length === 0 || args.includes(route));
  const unknown = args.filter((route) => !pages.some((page) => page.route === route));
  if (unknown.length > 0) throw new Error(`Not built: ${unknown.join(', ')}`);

  const server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'preview', '--port', String(PORT), '--ignore-lock'], {
    env: { ...process.env, ASTRO_PREVIEW_BACKGROUND: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let chrome;
  // Ctrl-C must not leave the server or the browser running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      chrome?.kill();
      server.kill();
      process.exit(130);
    });
  }
  try {
    await waitForServer(`http://localhost:${PORT}/`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumArgs],
      handleSIGINT: false, // ours stops the server as well
    });
    console.log(`Lighthouse, mobile, median of ${runs} run(s) per route\n`);
    console.log('route'.padEnd(44), ...CATEGORIES);
    const rows = [];
    for (const page of pages) {
      const row = await audit(chrome, page, runs);
      printRow(row);
      rows.push(row);
    }
    const missed = rows.filter((row) => budgetFailures(row).length > 0);
    const lowest = (category) => Math.min(...rows.map((row) => row[category])).toFixed(2);
    console.log(`\nLowest: ${CATEGORIES.map((category) => `${category} ${lowest(category)}`).join(', ')}`);
    console.log(`Budgets: ${CATEGORIES.map((category) => `${category} ≥ ${BUDGETS[category]}`).join(', ')}`);
    if (missed.length > 0) {
      console.log(`${missed.length} of ${rows.length} routes miss a budget: ${missed.map((row) => row.route).join(', ')}`);
      process.exitCode = 1;
    } else {
      console.log(`All ${rows.length} routes within budget.`);
    }
  } finally {
    chrome?.kill();
    server.kill();
  }
}

if (import.meta.main) await main();

// Lighthouse (mobile, default throttling; a lower CPU slowdown on a slow host) on the built routes:
// the median FCP, LCP, CLS, TBT and score of each category over the runs, as a table, and a
// non-zero exit when a route misses a budget. TBT is judged on each run audited again with
// Lighthouse's two estimates agreeing about the navigation's commit (withoutNavigationCommit) and
// each task as long as the CPU time it used (atThreadTime).
// Usage: node scripts/audits/lighthouse.mjs [--runs N] [--save DIR] [--dark] [--templates [--lang CODE] | route ...]
// (after `npm run build`). --save writes every run's report (JSON) to DIR. --dark audits with the
// system preferring the dark colour scheme. --lang picks the templates' pages in that language.
// With no routes it audits every HTML page in dist/, three runs each. With fewer runs (CI takes
// one), a route over a budget is measured three times more once the pass is over, and judged on
// their median. It serves dist/ itself with `astro preview` and uses the tests' Chromium; nothing
// is fetched from the network.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { auditFlowArtifacts } from 'lighthouse';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { builtPages, isNoindex } from '../../src/lib/build/built-pages.mjs';
import { templateRoutes } from './template-routes.mjs';
import { chromiumArgs, chromiumPath } from '../dev/chromium.mjs';
import { waitForServer } from '../dev/wait-for-server.mjs';

const PORT = 4330;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The paint and responsiveness figures each route is held to, and the Lighthouse audit measuring each. */
const METRICS = {
  fcp: { audit: 'first-contentful-paint', label: 'FCP ms', format: (value) => value.toFixed(0) },
  lcp: { audit: 'largest-contentful-paint', label: 'LCP ms', format: (value) => value.toFixed(0) },
  cls: { audit: 'cumulative-layout-shift', label: 'CLS', format: (value) => value.toFixed(3) },
  tbt: { audit: 'total-blocking-time', label: 'TBT ms', format: (value) => value.toFixed(0) },
};

/**
 * Diagnostics that weigh nothing in any score but cost seconds a run: bf-cache navigates away and
 * back. Skipping them keeps one pass over every route short enough for CI.
 */
const UNSCORED_SLOW_AUDITS = ['bf-cache'];

/**
 * Every run is a first visit: Lighthouse empties the HTTP cache but, by default, keeps local
 * storage, where a browser records that it has the web font cached (src/lib/performance/web-font-mark.ts).
 */
const CLEARED_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'];

/**
 * What every route must reach in the median of three runs: the lowest score of each category and
 * the highest value of each figure (ms, CLS unitless).
 */
export const BUDGETS = {
  performance: 1,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  fcp: 1000,
  lcp: 1200,
  cls: 0.005,
  tbt: 50,
};

/**
 * A single run (CI) has no median to smooth out a busy machine, so its timings may exceed their
 * budget by this share and its performance score may be one point lower. Layout shift and the
 * other scores do not depend on load, so they get no allowance.
 */
export const SINGLE_RUN_ALLOWANCE = { timing: 0.1, performance: 0.01 };

/**
 * Whether a route judged on fewer than three runs missed a budget and is to be measured again,
 * three times, and judged on their median with no allowance: a busy moment on the machine does
 * not fail CI, a page that really misses still does.
 */
export const measureAgain = (row) => row.runs < 3 && budgetFailures(row, budgetsFor(row.runs)).length > 0;

/** Lighthouse's own CPU slowdown for mobile: 4x, which turns a fast desktop into a mid-range phone. */
export const DEFAULT_CPU_SLOWDOWN = defaultSettings.throttling.cpuSlowdownMultiplier;

/**
 * The slowdown is relative to the host; Lighthouse's docs/throttling.md says to lower it on a
 * weaker one. On VMs where touching fresh memory is this slow, Chromium does page work more slowly
 * than on the VM where the budgets were set, and at this slowdown gives the figures that VM gave at
 * Lighthouse's own (docs/performance.md, "Lighthouse on a slow host").
 */
export const SLOW_HOST = { freshMemoryMs: 1000, cpuSlowdown: 2 };

/**
 * The CPU slowdown to audit with: LIGHTHOUSE_CPU_SLOWDOWN when set, else the slow host's when
 * touching 1 GiB of fresh memory took longer than its limit, else Lighthouse's default.
 * `freshMemoryMs` is called only when the setting does not decide.
 */
export function cpuSlowdown(env, freshMemoryMs) {
  const setting = env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (setting === undefined || setting === '') {
    return freshMemoryMs() > SLOW_HOST.freshMemoryMs ? SLOW_HOST.cpuSlowdown : DEFAULT_CPU_SLOWDOWN;
  }
  const slowdown = Number(setting);
  if (!(slowdown >= 1)) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 up, not "${setting}"`);
  return slowdown;
}

/** Milliseconds a fresh Node process takes to touch every page of 1 GiB it has just allocated. */
function timeFreshMemory() {
  const probe = `const start = performance.now(); const bytes = Buffer.alloc(2 ** 30);
    for (let at = 0; at < bytes.length; at += 4096) bytes[at] = 1;
    console.log(performance.now() - start);`;
  const { stdout, status } = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  if (status !== 0) throw new Error('Timing fresh memory failed');
  const ms = Number(stdout);
  console.log(
    `Touching 1 GiB of fresh memory took ${ms.toFixed(0)} ms (a host over ${SLOW_HOST.freshMemoryMs} ms is audited at a ${SLOW_HOST.cpuSlowdown}x CPU slowdown)`,
  );
  return ms;
}

/**
 * Every page audited with `runs` runs, then the routes that missed a budget measured again, three
 * runs each, once the pass is over, not straight away: a busy spell on the machine (another VM on
 * the host, say) lasts minutes, and would still be on for an immediate re-measure. `audit(page, n)`
 * resolves to a page's row over n runs; `onRow(row, again)` hears of each row as it is known.
 */
export async function auditPages(pages, runs, audit, onRow) {
  const rows = [];
  for (const page of pages) {
    rows.push(await audit(page, runs));
    onRow(rows.at(-1), false);
  }
  for (const [index, first] of rows.entries()) {
    if (!measureAgain(first)) continue;
    rows[index] = { ...(await audit(pages[index], 3)), firstRuns: runs };
    onRow(rows[index], true);
  }
  return rows;
}

/**
 * The trace of a run with the renderer's navigation commit shortened to nothing. That task is
 * Chromium creating the document and its script context, before the page is parsed or drawn, and
 * its length depends on the host, not the page. Lighthouse's first-paint estimate leaves it out
 * while its blocking-time simulation keeps it (GoogleChrome/lighthouse#11677, open): the page's
 * first rendering, which really ends at the first paint, is then simulated as ending after it, and
 * up to the CPU slowdown times the commit's length, less 50 ms, counts as blocking time. Audited again on this
 * trace, both estimates see the same main thread (docs/performance.md, "The navigation commit").
 * @template {{ name: string, ph?: string, ts: number, dur?: number, pid: number, tid: number, args?: any }} Event
 * @param {Event[]} traceEvents
 * @returns {Event[]}
 */
export function withoutNavigationCommit(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  const navigation = traceEvents.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.navigationId === paint?.args?.data?.navigationId,
  );
  if (!paint || !navigation) return traceEvents;
  const onMainThread = (event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X';
  const commit = traceEvents.find(
    (event) => event.name === 'DocumentLoader::CommitNavigation' && onMainThread(event) && event.ts >= navigation.ts,
  );
  const task = commit
    ? traceEvents.find(
        (event) =>
          event.name === 'RunTask' && onMainThread(event) && event.ts <= commit.ts && event.ts + event.dur >= commit.ts + commit.dur,
      )
    : undefined;
  return task ? traceEvents.map((event) => (event === task ? { ...event, dur: 0 } : event)) : traceEvents;
}

/**
 * The trace of a run with each of the page's main-thread tasks as long as the CPU time its thread
 * used, everything inside a task shortened alike so that it still nests. Lighthouse simulates a
 * slower phone by multiplying each task's recorded length by the CPU slowdown, and takes the host
 * to be a fast machine on which the page's thread runs uninterrupted. On a shared two-core host
 * it waits for a core for much of a task, and that wait, multiplied too, decided whether a page
 * passed (docs/performance.md, "Thread time"). Tasks whose thread time was not recorded keep
 * their length.
 * @template {{ name: string, ph?: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }} Event
 * @param {Event[]} traceEvents
 * @returns {Event[]}
 */
export function atThreadTime(traceEvents) {
  const paint = traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return traceEvents;
  const onMainThread = (event) => event.pid === paint.pid && event.tid === paint.tid;
  const within = (event, task) => event.ts >= task.ts && event.ts + (event.dur ?? 0) <= task.ts + task.dur;
  // A task run inside another (a nested message loop) is shortened with the task around it.
  const outermost = [];
  for (const task of traceEvents
    .filter((event) => onMainThread(event) && event.ph === 'X' && event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)) {
    if (!outermost.length || !within(task, outermost.at(-1))) outermost.push(task);
  }
  const waited = outermost.filter((task) => task.tdur < task.dur);
  const taskAround = (event) => {
    let low = 0;
    let high = waited.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (waited[middle].ts > event.ts) high = middle - 1;
      else if (waited[middle].ts + waited[middle].dur < event.ts) low = middle + 1;
      else return within(event, waited[middle]) ? waited[middle] : undefined;
    }
  };
  return traceEvents.map((event) => {
    const task = onMainThread(event) ? taskAround(event) : undefined;
    if (!task) return event;
    const share = task.tdur / task.dur;
    const ts = task.ts + (event.ts - task.ts) * share;
    return event.dur === undefined ? { ...event, ts } : { ...event, ts, dur: event.dur * share };
  });
}

/**
 * The performance report of a run audited again on its trace without the navigation commit and at
 * thread time (above). Only the performance category: the others do not read the trace, and
 * skipping them saves most of the cost.
 */
async function judgedPerformance({ lhr, artifacts }, flags, config) {
  // A run that recorded no trace has no blocking time to mend: its report says what went wrong.
  if (!artifacts.Trace) return lhr;
  const onlyCategories = ['performance'];
  const again = {
    ...artifacts,
    settings: { ...artifacts.settings, onlyCategories },
    Trace: { ...artifacts.Trace, traceEvents: atThreadTime(withoutNavigationCommit(artifacts.Trace.traceEvents)) },
  };
  const { steps } = await auditFlowArtifacts({ gatherSteps: [{ artifacts: again, flags: { ...flags, onlyCategories } }] }, config);
  return steps[0].lhr;
}

/** The Lighthouse settings of one run: mobile throttling at the given CPU slowdown. */
export const runSettings = ({ noindex, slowdown }) => ({
  skipAudits: [...UNSCORED_SLOW_AUDITS, ...(noindex ? ['is-crawlable'] : [])],
  disableFullPageScreenshot: true,
  throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: slowdown },
  clearStorageTypes: CLEARED_STORAGE,
});

/** How much later, at most, the median page with islands may paint its largest element than the median page without. */
export const ISLAND_LCP_PENALTY = 0.1;

/**
 * That limit for routes measured `runs` times each. In a single run the pages with islands get the
 * allowance every route's largest paint gets: their median may be that much later again.
 */
export const islandLcpPenaltyLimit = (runs) =>
  runs >= 3 ? ISLAND_LCP_PENALTY : (1 + ISLAND_LCP_PENALTY) * (1 + SINGLE_RUN_ALLOWANCE.timing) - 1;

/** The budgets that apply to the median of `runs` runs. */
export function budgetsFor(runs) {
  if (runs >= 3) return BUDGETS;
  const timing = (budget) => Math.round(budget * (1 + SINGLE_RUN_ALLOWANCE.timing));
  return {
    ...BUDGETS,
    performance: BUDGETS.performance - SINGLE_RUN_ALLOWANCE.performance,
    fcp: timing(BUDGETS.fcp),
    lcp: timing(BUDGETS.lcp),
    tbt: timing(BUDGETS.tbt),
  };
}

/** The scores and figures of a row (route, median scores and figures) that miss their budget. */
export const budgetFailures = (row, budgets = BUDGETS) => [
  ...CATEGORIES.filter((category) => row[category] < budgets[category]),
  ...Object.keys(METRICS).filter((metric) => row[metric] > budgets[metric]),
];

/**
 * How much later the median page with islands paints its largest element than the median page
 * without (0.1 = 10% later), or undefined when the rows lack either kind.
 */
export function islandLcpPenalty(rows) {
  const withIslands = rows.filter((row) => row.islands).map((row) => row.lcp);
  const without = rows.filter((row) => !row.islands).map((row) => row.lcp);
  if (withIslands.length === 0 || without.length === 0) return undefined;
  return median(withIslands) / median(without) - 1;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Where --save writes a route's next report: numbered after those already there, so the runs after
 * the pass keep the report of the run that missed, and a second audit into the folder adds to it.
 */
export function reportFile(saveDir, route) {
  const name = route.slice(1).replaceAll('/', '_') || 'index';
  let number = 1;
  while (existsSync(join(saveDir, `${name}.${number}.json`))) number++;
  return join(saveDir, `${name}.${number}.json`);
}

async function audit(chrome, { route, file }, runs, saveDir, slowdown) {
  const html = readFileSync(file, 'utf8');
  // Pages that ask not to be indexed would fail SEO's is-crawlable audit by design; every other
  // SEO audit still runs on them.
  const noindex = isNoindex(html);
  const figures = Object.fromEntries([...CATEGORIES, ...Object.keys(METRICS)].map((name) => [name, []]));
  // Scored audits that cost points (performance metrics only when below 0.9), to say why.
  const weak = new Set();
  const lighthouseTbt = [];
  const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
  const config = { extends: 'lighthouse:default', settings: runSettings({ noindex, slowdown }) };
  for (let run = 0; run < runs; run++) {
    const result = await lighthouse(`http://localhost:${PORT}${route}`, { ...flags, port: chrome.port }, config);
    const { lhr } = result;
    if (saveDir) writeFileSync(reportFile(saveDir, route), JSON.stringify(lhr));
    // Blocking time, and the performance score it weighs in, come from the same run audited again
    // (withoutNavigationCommit, atThreadTime); the paint figures and the other categories are
    // Lighthouse's own. Its blocking time is kept, to be printed beside.
    const judged = await judgedPerformance(result, flags, config);
    for (const category of CATEGORIES) {
      const report = category === 'performance' ? judged : lhr;
      figures[category].push(report.categories[category].score);
      for (const { id, weight } of report.categories[category].auditRefs) {
        const { score } = report.audits[id];
        if (weight > 0 && score !== null && score < 1 && (category !== 'performance' || score < 0.9)) weak.add(id);
      }
    }
    for (const [metric, { audit }] of Object.entries(METRICS))
      figures[metric].push((metric === 'tbt' ? judged : lhr).audits[audit].numericValue);
    lighthouseTbt.push(lhr.audits[METRICS.tbt.audit].numericValue);
  }
  return {
    route,
    runs,
    firstRuns: runs,
    noindex,
    islands: html.includes('<astro-island'),
    ...Object.fromEntries(Object.entries(figures).map(([name, values]) => [name, median(values)])),
    lighthouseTbt: median(lighthouseTbt),
    weak: [...weak],
  };
}

const COLUMNS = [
  ...Object.values(METRICS).map(({ label, format }, index) => ({ key: Object.keys(METRICS)[index], label, format })),
  // Lighthouse's own figure, shown beside the one judged (judgedPerformance).
  { key: 'lighthouseTbt', label: 'LH TBT', format: METRICS.tbt.format },
  ...CATEGORIES.map((category) => ({ key: category, label: category, format: (value) => value.toFixed(2) })),
];

/** Whether a column's worst value is its highest: timings and layout shift, not scores. */
const higherIsWorse = (key) => !CATEGORIES.includes(key);

function printRow(row) {
  const failures = budgetFailures(row, budgetsFor(row.runs));
  console.log(
    row.route.padEnd(44),
    ...COLUMNS.map(({ key, label, format }) => format(row[key]).padStart(label.length)),
    failures.length ? ` ✗ ${failures.join(', ')}` : ' ✓',
    row.runs !== row.firstRuns ? ` (median of ${row.runs} runs after one over budget)` : '',
    row.islands ? ' (islands)' : '',
    row.noindex ? ' (noindex)' : '',
    row.weak.length ? ` weak audits: ${row.weak.join(', ')}` : '',
  );
}

/** Removes `--flag value` from the arguments and returns the value, or undefined without the flag. */
function takeOption(args, flag) {
  const at = args.indexOf(flag);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
}

async function main() {
  const args = process.argv.slice(2);
  const runs = Number(takeOption(args, '--runs') ?? 3);
  // Every run's full report, to read what the largest paint waited for.
  const saveDir = takeOption(args, '--save');
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const budgets = budgetsFor(runs);
  const slowdown = cpuSlowdown(process.env, timeFreshMemory);
  const slowdownLabel = `${slowdown}x CPU slowdown${slowdown === DEFAULT_CPU_SLOWDOWN ? ", Lighthouse's default" : ''}`;
  const dark = args.includes('--dark');
  if (dark) args.splice(args.indexOf('--dark'), 1);
  // --templates: one route per page template, as `npm test` audits.
  const lang = takeOption(args, '--lang') ?? 'en';
  if (args.includes('--templates')) args.splice(args.indexOf('--templates'), 1, ...templateRoutes('dist', lang));
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
      // The system's preference, which the site follows when a visitor has chosen no theme.
      chromeFlags: ['--headless=new', ...chromiumArgs, ...(dark ? ['--blink-settings=preferredColorScheme=0'] : [])],
      handleSIGINT: false, // ours stops the server as well
    });
    console.log(
      `Lighthouse, mobile (${slowdownLabel}${dark ? ', dark colour scheme' : ''}), median of ${runs} run(s) per route${runs < 3 ? '; a route over a budget is measured three times more after the pass and judged on their median' : ''}\n`,
    );
    console.log(
      "TBT leaves the navigation's commit out of both of Lighthouse's estimates and counts each task's CPU time, not its wait for a core; LH TBT is Lighthouse's own figure, shown, not judged\n",
    );
    console.log('route'.padEnd(44), ...COLUMNS.map(({ label }) => label));
    let measuringAgain = false;
    const rows = await auditPages(
      pages,
      runs,
      (page, runCount) => audit(chrome, page, runCount, saveDir, slowdown),
      (row, again) => {
        if (again && !measuringAgain) console.log('\nMeasured again, three runs each, after the pass:');
        measuringAgain ||= again;
        printRow(row);
      },
    );
    const missed = rows.filter((row) => budgetFailures(row, budgetsFor(row.runs)).length > 0);
    const worst = ({ key, format }) =>
      format(higherIsWorse(key) ? Math.max(...rows.map((row) => row[key])) : Math.min(...rows.map((row) => row[key])));
    console.log(`\nWorst: ${COLUMNS.map((column) => `${column.label} ${worst(column)}`).join(', ')}`);
    console.log(
      `Budgets (${slowdownLabel}${runs < 3 ? `; one run: timings +${SINGLE_RUN_ALLOWANCE.timing * 100}%, performance −${SINGLE_RUN_ALLOWANCE.performance}` : ''}): ` +
        COLUMNS.filter(({ key }) => key in budgets)
          .map(({ key, label }) => `${label} ${higherIsWorse(key) ? '≤' : '≥'} ${budgets[key]}`)
          .join(', '),
    );
    const penalty = islandLcpPenalty(rows);
    if (penalty !== undefined) {
      const limit = islandLcpPenaltyLimit(runs);
      const tooSlow = penalty > limit;
      console.log(
        `Pages with islands paint their largest element ${Math.abs(penalty * 100).toFixed(0)}% ${penalty < 0 ? 'sooner' : 'later'} than pages without (median LCP; at most ${Math.round(limit * 100)}%${runs < 3 ? ' in one run' : ''}) ${tooSlow ? '✗' : '✓'}`,
      );
      if (tooSlow) process.exitCode = 1;
    }
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

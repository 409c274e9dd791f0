// `npm test`: lint, format and type checks, unit tests, production build, then the audits and
// end-to-end tests against that build. Stops after the first stage that fails (stages that run side
// by side all finish first) and exits with its code.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

// Tools run under the same Node as this script, whatever `node` is first on PATH.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };

// A second build with the help widget configured proves its host reaches /help's policy only.
const widgetBuild = join(tmpdir(), 'site-with-help-widget');
const widgetEnv = { PUBLIC_HELP_WIDGET_SCRIPT_URL: 'https://widget.example.com/embed.js', PUBLIC_HELP_WIDGET_ID: 'csp-check' };

// A stage is [title, command, arguments, environment]; stages listed together run side by side.
const stages = [
  // What `npm run lint` runs, the type check and the unit tests: none needs a build, and side by
  // side the unit tests use the cores the type check leaves idle.
  [
    ['Lint', 'eslint', ['.']],
    ['Format check', 'prettier', ['--check', '.']],
    ['Type check', 'astro', ['check']],
    ['Unit tests', 'vitest', ['run']],
  ],
  ['Production build', 'astro', ['build']],
  ['Link audit', 'node', ['scripts/audits/links.mjs']],
  ['JavaScript budget audit', 'node', ['scripts/audits/js.mjs']],
  ['CSP audit', 'node', ['scripts/audits/csp.mjs']],
  ['Build with the help widget configured', 'astro', ['build', '--outDir', widgetBuild], widgetEnv],
  ['CSP audit with the help widget configured', 'node', ['scripts/audits/csp.mjs', widgetBuild], widgetEnv],
  ['End-to-end tests', 'playwright', ['test']],
  // One run per route keeps the suite short, with the stated allowance for noise; a route over a
  // budget is measured three times more after the pass and judged like `npm run audit:lighthouse`.
  ['Lighthouse audit, one route per page template', 'node', ['scripts/audits/lighthouse.mjs', '--runs', '1', '--templates']],
  // The same templates in the other language and colour scheme: every template is audited in
  // both languages and both themes, and a CI run costs one pass more, not three.
  [
    'Lighthouse audit, the templates in Bulgarian and the dark theme',
    'node',
    ['scripts/audits/lighthouse.mjs', '--runs', '1', '--templates', '--lang', 'bg', '--dark'],
  ],
];

/** Each stage's time, printed together at the end so CI's log shows where the minutes went. */
const timings = [];
const printTimings = () => {
  console.log('\nStage times:');
  for (const [title, seconds] of timings) console.log(`  ${seconds.padStart(7)} s  ${title}`);
};

/**
 * Runs a stage to its end. Its output goes straight to ours, or, when it runs beside others, is
 * kept and returned so that each stage's output reads as one block.
 */
function run([title, command, args, stageEnv = {}], keepOutput) {
  const started = Date.now();
  const executable = command === 'node' ? process.execPath : `node_modules/.bin/${command}`;
  const child = spawn(executable, args, { stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...stageEnv } });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ title, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

const announce = ([title, command, args]) => console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);

for (const step of stages) {
  const group = Array.isArray(step[0]) ? step : [step];
  const sideBySide = group.length > 1;
  const started = Date.now();
  if (sideBySide) console.log(`\n▶ ${group.map(([title]) => title).join(', ')}, side by side`);
  else announce(step);
  const results = await Promise.all(group.map((stage) => run(stage, sideBySide)));
  // Every stage of a group has run, so each one's result is reported before stopping.
  for (const [index, { title, status, output, seconds }] of results.entries()) {
    if (sideBySide) {
      announce(group[index]);
      process.stdout.write(output);
    }
    timings.push([title, seconds]);
    if (status === 0) console.log(`✓ ${title} passed in ${seconds}s`);
    else console.log(`✗ ${title} failed after ${seconds}s`);
  }
  if (sideBySide) timings.push([`(the ${group.length} above, side by side)`, ((Date.now() - started) / 1000).toFixed(1)]);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    printTimings();
    process.exit(failed.status ?? 1);
  }
}
printTimings();

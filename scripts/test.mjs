// `npm test`: type check, unit tests, production build, then end-to-end tests against it.
// Stops at the first failing stage and exits with its code.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';

// Tools run under the same Node as this script, whatever `node` is first on PATH.
const env = { ...process.env, PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}` };

const stages = [
  ['Type check', 'astro', ['check']],
  ['Unit tests', 'vitest', ['run']],
  ['Production build', 'astro', ['build']],
  ['End-to-end tests', 'playwright', ['test']],
];

for (const [title, command, args] of stages) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(`node_modules/.bin/${command}`, args, { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✗ ${title} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✓ ${title} passed in ${seconds}s`);
}

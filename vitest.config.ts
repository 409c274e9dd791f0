/// <reference types="vitest/config" />
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getViteConfig } from 'astro/config';

const TESTS = 'tests/unit/**/*.test.{ts,tsx}';

// A file that replaces a module with `vi.mock` needs modules of its own: in a shared worker the
// real module may already be loaded, or its replacement may reach the next file.
const replacingModules = globSync(TESTS, { cwd: import.meta.dirname }).filter((file) =>
  /\bvi\.(mock|doMock)\(/.test(readFileSync(join(import.meta.dirname, file), 'utf8')),
);

// Astro's own Vite config, so tests resolve `astro:content` and render components the way the
// build does.
export default getViteConfig({
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    projects: [
      // Starting a fresh worker for each file took longer than most files take to run. Every file
      // undoes what it changes (environment, timers, folders), so the rest share their workers.
      { extends: true, test: { name: 'unit', include: [TESTS], exclude: replacingModules, isolate: false } },
      { extends: true, test: { name: 'unit, isolated', include: replacingModules } },
    ],
  },
});

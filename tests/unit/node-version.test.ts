// A newcomer on an older Node is stopped at `npm install` with the version needed, not by a
// cryptic ERR_UNKNOWN_FILE_EXTENSION from the first script written in TypeScript.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

describe('the Node version', () => {
  it('is enforced by npm install (engine-strict), from the first release that runs .ts files unflagged', () => {
    expect(readFileSync('.npmrc', 'utf8')).toMatch(/^engine-strict=true$/m);
    expect(packageJson.engines.node).toBe('^22.18.0 || >=23.6.0');
  });

  it('is the one .ci/run installs Node 24 below, and the README names', () => {
    expect(readFileSync('.ci/run', 'utf8')).toContain('a>23||(a===23&&b>=6)||(a===22&&b>=18)');
    expect(readFileSync('README.md', 'utf8')).toContain('Node 22.18 or newer, or 23.6 or newer on Node 23');
  });
});

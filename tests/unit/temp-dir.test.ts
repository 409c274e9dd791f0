import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tempDir } from './temp-dir';

// A file's tests run in order, and a suite's clean-up runs before the next suite starts.
let madeInTest = '';
let madeInSuite = '';

describe('a temporary folder', () => {
  it('made in a test is there for that test', () => {
    madeInTest = tempDir('temp-dir');
    expect(existsSync(madeInTest)).toBe(true);
  });

  it('made in a test is gone once that test has finished', () => {
    expect(madeInTest).not.toBe('');
    expect(existsSync(madeInTest)).toBe(false);
  });
});

describe('a temporary folder made while its suite is collected', () => {
  madeInSuite = tempDir('temp-dir');

  it('is there for each of the suite’s tests', () => {
    expect(existsSync(madeInSuite)).toBe(true);
  });

  it('is there for the next one too', () => {
    expect(existsSync(madeInSuite)).toBe(true);
  });
});

describe('after the suite that made it', () => {
  it('the folder is gone', () => {
    expect(madeInSuite).not.toBe('');
    expect(existsSync(madeInSuite)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { benchOptions } from '../../scripts/bench/options.ts';

describe('npm run bench:build options', () => {
  it('keeps every count, with or without --runs', () => {
    expect(benchOptions(['200', '1000'])).toEqual({ extension: 'md', runs: 1, counts: [200, 1000] });
    expect(benchOptions(['--runs', '3', '200', '1000'])).toEqual({ extension: 'md', runs: 3, counts: [200, 1000] });
    expect(benchOptions(['200', '--mdx', '--runs', '2', '1000'])).toEqual({ extension: 'mdx', runs: 2, counts: [200, 1000] });
  });

  it('refuses what makes no sense', () => {
    for (const args of [[], ['0'], ['ten'], ['--runs', '0', '100'], ['--runs'], ['--fast', '100'], ['-5']]) {
      expect(benchOptions(args), args.join(' ')).toBeNull();
    }
  });
});

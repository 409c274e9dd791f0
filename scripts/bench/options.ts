// What `npm run bench:build -- [--mdx] [--runs <n>] <N...>` was asked for.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  extension: 'md' | 'mdx';
  runs: number;
  counts: number[];
}

/** The options, or null when they make no sense (the caller prints the usage). */
export function benchOptions(args: string[]): BenchOptions | null {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { mdx: { type: 'boolean' }, runs: { type: 'string', default: '1' } }, allowPositionals: true });
  } catch {
    return null;
  }
  const runs = Number(parsed.values.runs);
  const counts = parsed.positionals.map(Number);
  const valid =
    Number.isInteger(runs) &&
    runs >= 1 &&
    counts.some((count) => count > 0) &&
    counts.every((count) => Number.isInteger(count) && count >= 0);
  return valid ? { extension: parsed.values.mdx ? 'mdx' : 'md', runs, counts } : null;
}

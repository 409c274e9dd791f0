// What a build works out slowly and a later build can reuse (a share image, a highlighted code
// block) is kept in node_modules/.cache, one file per result, named by a hash of everything the
// result depends on: a change to any of it is a new name, so nothing stale is ever read back.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

// Builds run from the project's root, as npm scripts do.
export const CACHE_ROOT = join(process.cwd(), 'node_modules/.cache');

/** A hash of `parts`, for a cache file's name. */
export const cacheKey = (...parts: (string | Uint8Array)[]): string =>
  parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');

/** The bytes kept in `file`, else `compute()`'s, kept there for the next build. */
export async function fromFileCache(file: string, compute: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const result = await compute();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, result);
  return result;
}

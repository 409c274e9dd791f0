// What a build works out slowly and a later build can reuse (a share image, a highlighted code
// block, a finished page) is kept in node_modules/.cache, one file per result, named by a hash of
// everything the result depends on: a change to any of it is a new name, so nothing stale is ever
// read back.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

// Builds run from the project's root, as npm scripts do.
export const CACHE_ROOT = join(process.cwd(), 'node_modules/.cache');

/** A hash of `parts`, for a cache file's name. */
export const cacheKey = (...parts: (string | Uint8Array)[]): string =>
  parts.reduce((hash, part) => hash.update(part).update('\0'), createHash('sha256')).digest('hex');

/**
 * A hash of the code in `folders` (paths from `root`), of the dependencies' locked versions and of
 * Node's release: a step whose code is spread over several modules names its results by it.
 */
export function codeKey(folders: string[], root = process.cwd()): string {
  const files = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  const texts = [...files.sort(), 'package-lock.json'].flatMap((file) => [file, readFileSync(join(root, file))]);
  return cacheKey(...texts, process.version);
}

/** The bytes kept in `file`, else `compute()`'s, kept there for the next build. */
export async function fromFileCache(file: string, compute: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const result = await compute();
  await mkdir(dirname(file), { recursive: true });
  // Written aside and renamed, so that a build running beside this one never reads half a file.
  const written = `${file}.${randomUUID()}`;
  await writeFile(written, result);
  await rename(written, file);
  return result;
}

// The files of a build's search index, for the reports of what it weighs (`audit:js`,
// `bench:build`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_INDEX_DIR } from '../../src/lib/search/results.ts';

/** Every file of the search index in `dist`, with its size in bytes; none when there is no index. */
export function searchIndexFiles(dist) {
  const dir = join(dist, SEARCH_INDEX_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, name: entry.name, size: statSync(file).size };
    });
}

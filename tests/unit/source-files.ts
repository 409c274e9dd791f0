// The project's own files, for the tests that check rules about the source itself.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The absolute paths of the files under `folder` (relative to the project) whose names match `names`. */
export const filesUnder = (folder: string, names: RegExp): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => names.test(name))
    .map((name) => join(ROOT, folder, name));

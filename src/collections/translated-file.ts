// Astro's `file()` loader, for a list kept in one file per language: the English entries in
// `path`, the Bulgarian ones in a `bg/` folder beside it, with the same ids. A translation's
// entries are stored as `bg/<id>`, as `glob()` names the files of a `bg/` folder, so one rule
// (src/lib/content/translated.ts) finds an entry in a language for every collection.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { DEFAULT_LANG, entryId, LANGUAGES } from '@/i18n/languages';

/** A list's entries by their `id` field, or an object's by its keys, as `file()` reads them. */
const entriesOf = (json: unknown): [string | undefined, Record<string, unknown>][] =>
  Array.isArray(json)
    ? json.map((item: Record<string, unknown>) => [typeof item.id === 'string' ? item.id : undefined, item])
    : Object.entries(json as Record<string, Record<string, unknown>>);

export function translatedFile(path: string): Loader {
  const files = LANGUAGES.map((lang) => ({
    lang,
    path: lang === DEFAULT_LANG ? path : join(dirname(path), lang, basename(path)),
  }));

  async function sync({ config, parseData, store, logger }: LoaderContext) {
    store.clear();
    for (const file of files) {
      const filePath = resolve(fileURLToPath(config.root), file.path);
      if (file.lang !== DEFAULT_LANG && !existsSync(filePath)) continue;
      for (const [ownId, item] of entriesOf(JSON.parse(await readFile(filePath, 'utf8')))) {
        if (ownId === undefined) {
          logger.error(`An entry in ${file.path} has no "id"; give each entry a unique one`);
          continue;
        }
        const id = entryId(file.lang, ownId);
        store.set({ id, data: await parseData({ id, data: item, filePath }), filePath: file.path });
      }
    }
  }

  return {
    name: 'translated-file',
    load: async (context) => {
      await sync(context);
      const watched = new Set(files.map((file) => resolve(fileURLToPath(context.config.root), file.path)));
      for (const file of watched) context.watcher?.add(file);
      context.watcher?.on('change', (changed) => {
        if (watched.has(changed)) void sync(context);
      });
    },
  };
}

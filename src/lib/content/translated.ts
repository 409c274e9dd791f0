// Content in one language. A collection holds an entry per language: the English one under its
// id, a translation under `<lang>/<id>` (a `bg/` folder beside the English files).
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LANG, type Lang } from '@/i18n/languages';

/** The entry id a translation is stored under. */
export const translatedId = (id: string, lang: Lang): string => (lang === DEFAULT_LANG ? id : `${lang}/${id}`);

/** Whether an entry is written in `lang`. */
export const isIn = (lang: Lang, id: string): boolean => (lang === DEFAULT_LANG ? !id.includes('/') : id.startsWith(`${lang}/`));

/** Every entry of a collection in one language. */
export const getCollectionIn = <C extends CollectionKey>(collection: C, lang: Lang): Promise<CollectionEntry<C>[]> =>
  getCollection(collection, (entry: CollectionEntry<C>) => isIn(lang, entry.id)) as Promise<CollectionEntry<C>[]>;

/** One entry in `lang`; it must exist (a missing translation fails the build with its id). */
export async function getEntryIn<C extends CollectionKey>(collection: C, id: string, lang: Lang): Promise<CollectionEntry<C>> {
  const entry = await getEntry(collection, translatedId(id, lang) as never);
  if (!entry) throw new Error(`${collection}: no entry "${translatedId(id, lang)}"; translate "${id}" into ${lang}`);
  return entry as CollectionEntry<C>;
}

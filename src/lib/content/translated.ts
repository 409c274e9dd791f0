// Content in one language. A collection holds an entry per language: the English one under its
// id, a translation under `<lang>/<id>` (a `bg/` folder beside the English files; see entryId).
import { getCollection, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { entryId, langOfEntry, type Lang } from '@/i18n/languages';

/** Every entry of a collection in one language. */
export const getCollectionIn = <C extends CollectionKey>(collection: C, lang: Lang): Promise<CollectionEntry<C>[]> =>
  getCollection(collection, (entry: CollectionEntry<C>) => langOfEntry(entry.id) === lang) as Promise<CollectionEntry<C>[]>;

/** One entry in `lang`; it must exist (a missing translation fails the build with its id). */
export async function getEntryIn<C extends CollectionKey>(collection: C, id: string, lang: Lang): Promise<CollectionEntry<C>> {
  const entry = (await getEntry(collection, entryId(lang, id))) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`${collection}: no entry "${entryId(lang, id)}"; translate "${id}" into ${lang}`);
  return entry;
}

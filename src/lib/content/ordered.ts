import type { CollectionEntry, CollectionKey } from 'astro:content';
import type { Lang } from '@/i18n/languages';
import { getCollectionIn } from './translated';

/** The collections whose entries carry an `order` field. */
type OrderedCollection = {
  [C in CollectionKey]: CollectionEntry<C>['data'] extends { order: number } ? C : never;
}[CollectionKey];

/** Entries of a listed-data collection in one language, in the order their `order` field gives. */
export async function getOrdered<C extends OrderedCollection>(collection: C, lang: Lang): Promise<CollectionEntry<C>[]> {
  const entries = await getCollectionIn(collection, lang);
  const orderOf = (entry: CollectionEntry<C>) => (entry.data as { order: number }).order;
  return entries.sort((a, b) => orderOf(a) - orderOf(b));
}

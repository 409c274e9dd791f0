import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';

/** The collections whose entries carry an `order` field. */
type OrderedCollection = {
  [C in CollectionKey]: CollectionEntry<C>['data'] extends { order: number } ? C : never;
}[CollectionKey];

/** Entries of a listed-data collection in the order their `order` field gives. */
export async function getOrdered<C extends OrderedCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = await getCollection(collection);
  const orderOf = (entry: CollectionEntry<C>) => (entry.data as { order: number }).order;
  return entries.sort((a, b) => orderOf(a) - orderOf(b));
}

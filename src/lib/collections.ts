import { getCollection, type CollectionEntry } from 'astro:content';

type OrderedCollection = 'features' | 'steps' | 'testimonials';

/** Entries of a listed-data collection in the order their `order` field gives. */
export async function getOrdered<C extends OrderedCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = await getCollection(collection);
  return entries.sort((a, b) => a.data.order - b.data.order);
}

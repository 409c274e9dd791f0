import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_POSTS, BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { $listing, followLocation, showCategory, type ShownListing } from '../../src/lib/blog/filter';
import { listingDataPath, listingPath } from '../../src/lib/blog/listing';

// The page is built for one category; the visitor picks another, then comes back.
const [built, other] = [ALL_POSTS, BLOG_CATEGORIES[0]];
const listing = (category: string): ShownListing => ({ items: [], page: 1, lastPage: 1, total: 0, category, lang: 'en' });

describe('the blog filter', () => {
  // Every listing's data, as the built site serves it (src/pages/[...lang]/blog/cards/[list].json.ts).
  const fetch = vi.fn(async (_path: string) => Response.json({ items: [], page: 1, lastPage: 1, total: 0 }));
  let stopFollowing: () => void;

  beforeEach(() => {
    fetch.mockClear();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('history', { pushState: vi.fn() });
    stopFollowing = followLocation(listing(built));
  });

  afterEach(() => {
    stopFollowing();
    vi.unstubAllGlobals();
  });

  it('fetches another category once, and never the one the page was built with', async () => {
    await showCategory(other, listingPath(other), 'en');
    expect($listing.get()?.category).toBe(other);
    await showCategory(built, listingPath(built), 'en');
    expect($listing.get()).toEqual(listing(built));
    await showCategory(other, listingPath(other), 'en');

    expect(fetch.mock.calls.map(([path]) => path)).toEqual([listingDataPath(other)]);
    expect(history.pushState).toHaveBeenCalledTimes(3);
  });
});

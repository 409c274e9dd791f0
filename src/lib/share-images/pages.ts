// What every page's share image shows, from the same sources as the pages themselves: the table
// of fixed pages' titles, the legal texts, the blog's listings and its posts. A page missing here
// would link an image that does not exist, which the built-site tests catch.
import { getCollection } from 'astro:content';
import { listingMeta } from '@/lib/blog/listing-meta';
import { listingPath } from '@/lib/blog/listing';
import { getListings } from '@/lib/blog/listings';
import { factsOf } from '@/lib/blog/body-facts';
import { getVisiblePosts } from '@/lib/blog/posts';
import { comingSoonPostTitle, postPath } from '@/lib/blog/rules';
import { PAGE_TITLES } from '@/lib/seo/fixed-pages';
import { site } from '@/site';

export interface SharedPage {
  /** Where the page is served: /, /about, /blog/some-post. */
  route: string;
  /** The page's title, without the brand. */
  title: string;
  /** A post's category, shown above the title. */
  label?: string;
}

export async function sharedPages(): Promise<SharedPage[]> {
  const fixed = Object.entries(PAGE_TITLES).map(([route, title]) => ({ route, title }));
  const legal = (await getCollection('legal')).map(({ id, data }) => ({ route: `/${id}`, title: data.title }));
  const listings = [...(await getListings()).pages].flatMap(([category, pages]) =>
    pages.map((listing) => ({ route: listingPath(category, listing.page), title: listingMeta(category, listing).title })),
  );
  const posts = (await getVisiblePosts()).map((post) => {
    const { title, category } = post.data;
    return factsOf(post).written
      ? { route: postPath(post.id), title, label: category }
      : { route: postPath(post.id), title: comingSoonPostTitle(title) };
  });
  return [{ route: '/', title: site.tagline }, ...fixed, ...legal, ...listings, ...posts];
}

// Every listing page's cards in one language, worked out once per build: /blog, each category,
// and their pages (/bg/blog… in Bulgarian).
import { everyLanguage, LANGUAGES, langOf, type Lang } from '@/i18n/languages';
import { blog } from '@/site';
import { toCardData, type PostCardData } from './cards';
import { ALL_POSTS, BLOG_CATEGORIES } from './categories';
import { listingPath, paginate, type ListingPage } from './listing';
import { getBlogEdition, getFeaturedPost, getListedPosts, once, type Post } from './posts';

export interface Listings {
  /** The post shown large above the filter on /blog, and not repeated in any grid. */
  featured: Post | undefined;
  /** The pages of each category, and of All Posts. */
  pages: Map<string, ListingPage<PostCardData>[]>;
}

export const getListings = once(async (lang): Promise<Listings> => {
  const posts = await getListedPosts(lang);
  const featured = await getFeaturedPost(lang);
  const cards = await Promise.all(posts.filter((post) => post !== featured).map((post) => toCardData(post, lang)));
  const pages = new Map([[ALL_POSTS, paginate(cards, blog.pageSize)]]);
  for (const category of BLOG_CATEGORIES) {
    pages.set(
      category,
      paginate(
        cards.filter((card) => card.category === category),
        blog.pageSize,
      ),
    );
  }
  return { featured, pages };
});

/**
 * `getStaticPaths` of a listing route: the routes `paths` gives from one language's listings, for
 * every language, each under that language's prefix and keyed by the blog's edition.
 */
export async function listingRoutes<Route extends { params: Record<string, string> }>(paths: (listings: Listings) => Route[]) {
  const cacheKey = await getBlogEdition();
  const routes = await Promise.all(
    everyLanguage().map(async ({ params }) =>
      paths(await getListings(langOf(params.lang))).map((route) => ({ ...route, params: { ...params, ...route.params }, cacheKey })),
    ),
  );
  return routes.flat();
}

/**
 * Where a listing page exists, by language (BaseLayout's `translations`). A language may list more
 * posts than another (posts written in it alone), so a later page may exist in one language only.
 */
export async function listingTranslations(category: string, page: number): Promise<Partial<Record<Lang, string>>> {
  const inEach = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, (await getListings(lang)).pages.get(category)!.length >= page] as const),
  );
  return Object.fromEntries(inEach.filter(([, exists]) => exists).map(([lang]) => [lang, listingPath(category, page, lang)]));
}

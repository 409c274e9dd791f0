// The blog's listing pages: /blog and /blog/category/<slug>, each paginated as /page/<n>. The
// rules are here once, for the routes, the filter island, the sitemap and the tests.
// Node loads this with the sitemap (src/lib/seo/sitemap.ts), so its imports name their .ts files.
import { DEFAULT_LANG, pathIn, type Lang } from '../../i18n/languages.ts';
import { ALL_POSTS, BLOG_CATEGORIES, type BlogCategory } from './categories.ts';
import { BLOG_PATH } from './rules.ts';

/**
 * A category's part of an address: "Case Studies" → "case-studies". Category names are plain
 * English words, so this is slugify's ASCII rule without its transliteration, which would only
 * add weight to the filter island that builds these addresses in the browser.
 */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The address of a listing page: a category (or All Posts) and a page number from 1, in a language. */
export function listingPath(category: string, page = 1, lang: Lang = DEFAULT_LANG): string {
  const base = category === ALL_POSTS ? BLOG_PATH : `${BLOG_PATH}/category/${categorySlug(category)}`;
  return pathIn(lang, page > 1 ? `${base}/page/${page}` : base);
}

/** Which listing an address shows, in whichever language, or null when it is not a listing page. */
export function listingFromPath(pathname: string): { category: string; page: number } | null {
  const path = pathIn(DEFAULT_LANG, pathname);
  if (!path.startsWith(BLOG_PATH)) return null;
  const match = /^(?:\/category\/([a-z0-9-]+))?(?:\/page\/(\d+))?\/?$/.exec(path.slice(BLOG_PATH.length));
  if (!match) return null;
  const category = match[1] === undefined ? ALL_POSTS : BLOG_CATEGORIES.find((name) => categorySlug(name) === match[1]);
  if (!category) return null;
  return { category, page: Number(match[2] ?? 1) };
}

export interface ListingPage<T> {
  items: T[];
  page: number;
  lastPage: number;
  /** Items on all pages together. */
  total: number;
}

/** Items split into pages of `size`; an empty list still has its page 1, which says so. */
export function paginate<T>(items: readonly T[], size: number): ListingPage<T>[] {
  const lastPage = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: lastPage }, (_, index) => ({
    items: items.slice(index * size, (index + 1) * size),
    page: index + 1,
    lastPage,
    total: items.length,
  }));
}

/**
 * The page numbers a pagination bar links to: the first, the last, and two either side of the
 * current one; `null` stands for the numbers left out between them.
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, last])]
    .filter((page) => page >= 1 && page <= last)
    .sort((a, b) => a - b);
  return shown.flatMap((page, index) => (index > 0 && page - shown[index - 1]! > 1 ? [null, page] : [page]));
}

/** Where the card data of a listing's first page is published for the filter island. */
export function listingDataPath(category: string, lang: Lang = DEFAULT_LANG): string {
  return pathIn(lang, `${BLOG_PATH}/cards/${category === ALL_POSTS ? 'all' : categorySlug(category)}.json`);
}

/**
 * Breadcrumb names of the listing folders, by English address: each category by its name in the
 * page's language (`categoryNames`, English by default); `category` and `page` folders are no pages.
 */
export function listingSectionNames(categoryNames?: Readonly<Record<BlogCategory, string>>): Record<string, string | null> {
  const names: Record<string, string | null> = { [`${BLOG_PATH}/category`]: null, [`${BLOG_PATH}/page`]: null };
  for (const category of BLOG_CATEGORIES) {
    names[listingPath(category)] = categoryNames?.[category] ?? category;
    names[`${listingPath(category)}/page`] = null;
  }
  return names;
}

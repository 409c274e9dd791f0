// What the sitemap needs to know beyond the list of built pages, worked out from the blog's rules
// and post files rather than read back from the pages (astro.config.mjs gives it to
// @astrojs/sitemap). Node loads this with the config, so imports name their .ts files.
import { BLOG_CATEGORIES } from '../blog/categories.ts';
import { dayToDate, lastModifiedDay, readPostDay } from '../blog/dates.ts';
import { readPostFiles } from '../blog/files.ts';
import { listingPath } from '../blog/listing.ts';
import { featuredPost, isVisible, isWritten, newestFirst, postPath } from '../blog/rules.ts';
import { UNLISTED_PAGES } from './fixed-pages.ts';

export interface SitemapFacts {
  /** Pages that ask search engines not to index them, so the sitemap leaves them out. */
  unlisted: Set<string>;
  /** The day each post last changed, by route. */
  lastModified: Map<string, string>;
}

/**
 * Left out: the fixed pages that are not indexed (404, Coming Soon, the subscription links), posts
 * not written yet and categories with nothing to list. Posts give the day they last changed.
 */
export function sitemapFacts({ now = new Date(), postsDir }: { now?: Date; postsDir?: string } = {}): SitemapFacts {
  const posts = readPostFiles(postsDir)
    .map(({ slug, data, body }) => ({
      id: slug,
      written: isWritten(body),
      lastModified: lastModifiedDay(data),
      data: {
        date: dayToDate(readPostDay(data.date).day!),
        draft: data.draft ?? false,
        featured: data.featured ?? false,
        category: data.category,
      },
    }))
    .filter((post) => isVisible(post.data, { now, preview: false }))
    .sort(newestFirst);
  const featured = featuredPost(posts);
  const emptyCategories = BLOG_CATEGORIES.filter((category) => !posts.some((post) => post !== featured && post.data.category === category));
  return {
    unlisted: new Set([
      ...UNLISTED_PAGES,
      ...posts.filter((post) => !post.written).map((post) => postPath(post.id)),
      ...emptyCategories.map((category) => listingPath(category)),
    ]),
    lastModified: new Map(posts.filter((post) => post.written && post.lastModified).map((post) => [postPath(post.id), post.lastModified!])),
  };
}

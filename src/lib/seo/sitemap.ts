// What the sitemap needs to know beyond the list of built pages, worked out from the blog's rules
// and post files rather than read back from the pages (astro.config.mjs gives it to
// @astrojs/sitemap). Node loads this with the config, so imports name their .ts files.
import { BLOG_CATEGORIES } from '../blog/categories.ts';
import { dayToDate, lastModifiedDay, readPostDay } from '../blog/dates.ts';
import { readAllPostFiles } from '../blog/files.ts';
import { listingPath } from '../blog/listing.ts';
import { isVisible, isWritten, newestFirst } from '../blog/rules.ts';
import { featuredIn, listedIn, postAddress, postsIn } from '../blog/translations.ts';
import { entryId, LANGUAGES, pathIn } from '../../i18n/languages.ts';
import { UNLISTED_PAGES } from './fixed-pages.ts';

export interface SitemapFacts {
  /** Pages that ask search engines not to index them, so the sitemap leaves them out. */
  unlisted: Set<string>;
  /** The day each post last changed, by route. */
  lastModified: Map<string, string>;
}

/**
 * Left out: the fixed pages that are not indexed (404, Coming Soon, the subscription links), posts
 * not written yet and categories with nothing to list, in every language. Posts give the day they
 * last changed, a translation its own.
 */
export function sitemapFacts({ now = new Date(), postsDir }: { now?: Date; postsDir?: string } = {}): SitemapFacts {
  const posts = readAllPostFiles(postsDir)
    .map(({ lang, slug, data, body }) => ({
      id: entryId(lang, slug),
      written: isWritten(body),
      lastModified: lastModifiedDay(data),
      data: {
        date: dayToDate(readPostDay(data.date).day!),
        draft: data.draft ?? false,
        featured: data.featured ?? false,
        category: data.category,
        translationOf: data.translationOf,
      },
    }))
    .filter((post) => isVisible(post.data, { now, preview: false }))
    .sort(newestFirst);
  const unlisted = new Set([...UNLISTED_PAGES].flatMap((route) => LANGUAGES.map((lang) => pathIn(lang, route))));
  const lastModified = new Map<string, string>();
  for (const lang of LANGUAGES) {
    for (const post of postsIn(lang, posts)) {
      const path = postAddress(post);
      if (!post.written) unlisted.add(path);
      else if (post.lastModified) lastModified.set(path, post.lastModified);
    }
    const featured = featuredIn(lang, posts);
    const listed = listedIn(lang, posts).filter((post) => post !== featured);
    for (const category of BLOG_CATEGORIES) {
      if (!listed.some((post) => post.data.category === category)) unlisted.add(listingPath(category, 1, lang));
    }
  }
  return { unlisted, lastModified };
}

// Blog rules that need no Astro runtime, so pages, RSS, the sitemap, editor scripts and unit tests
// share them. Node runs the editor scripts directly, so imports here name their .ts files.
import { SITE_TIME_ZONE } from '../../site.ts';
import { DEFAULT_LANG, LANGUAGE_FACTS, pathIn, type Lang } from '../../i18n/languages.ts';
import { dateToDay, dayIn } from './dates.ts';

/** Where editors write posts, one `.md` file each (`.mdx` to use components), relative to the project root. */
export const POSTS_DIR = 'src/content/blog';

/** Who may sign a post: the `authors` collection, relative to the project root. */
export const AUTHORS_FILE = 'src/content/authors.json';

export const BLOG_PATH = '/blog' as const;

/**
 * The address of a post: its file name without the extension, under /blog, and under /bg/blog
 * in Bulgarian with the same slug (src/lib/blog/translations.ts).
 */
export function postPath(slug: string, lang: Lang = DEFAULT_LANG): string {
  return pathIn(lang, `${BLOG_PATH}/${slug}`);
}

export interface PostFacts {
  draft: boolean;
  /** The publication day, as the collection stores it: midnight UTC of that day. */
  date: Date;
}

/**
 * Whether a post appears on the site. In production drafts never do, and a post dated in the
 * future waits until its day has begun in the company's time zone and a build runs (the daily
 * scheduled build in docs/blog-editing.md); `npm run dev` shows everything so an editor can
 * preview.
 */
export function isVisible(
  post: PostFacts,
  { now, preview, timeZone = SITE_TIME_ZONE }: { now: Date; preview: boolean; timeZone?: string },
): boolean {
  if (preview) return true;
  // Both are YYYY-MM-DD, so comparing the text compares the days.
  return !post.draft && dateToDay(post.date) <= dayIn(timeZone, now);
}

/** Newest first; posts of the same day by address, so every build lists them in one order. */
export function newestFirst(a: { id: string; data: { date: Date } }, b: { id: string; data: { date: Date } }): number {
  return b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id);
}

/** A post with no body yet is listed, and its page says it is coming soon. */
export function isWritten(body: string | undefined): boolean {
  return (body ?? '').trim().length > 0;
}

export const COMING_SOON_PATH = `${BLOG_PATH}/coming-soon` as const;
export const DEFAULT_COMING_SOON_TITLE = 'Blog Post';

/** Where a link to a post goes: its own page if the blog has it, else the Coming Soon page. */
export function postHref(slug: string, knownSlugs: ReadonlySet<string>): string {
  if (knownSlugs.has(slug)) return postPath(slug);
  return `${COMING_SOON_PATH}?title=${encodeURIComponent(slug.replaceAll('-', ' '))}`;
}

/**
 * The Coming Soon subtitle: the `title` query parameter with each word capitalised; without one,
 * `fallback`, the page's own title in its language.
 */
export function comingSoonTitle(search: string, fallback: string = DEFAULT_COMING_SOON_TITLE): string {
  const words = (new URLSearchParams(search).get('title') ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

// Bulgarian writes the month in full ("9 януари 2025 г.", docs/glossary.md); English keeps "Jan 9, 2025".
const POST_DATE_MONTH: Record<Lang, 'short' | 'long'> = { en: 'short', bg: 'long' };

// One formatter per language for the whole build: toLocaleDateString builds a new one per call,
// which showed in the build time of a blog with thousands of posts.
const postDateFormats = new Map<Lang, Intl.DateTimeFormat>();

export function formatPostDate(date: Date, lang: Lang = DEFAULT_LANG): string {
  let format = postDateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_FACTS[lang].intl, {
      year: 'numeric',
      month: POST_DATE_MONTH[lang],
      day: 'numeric',
      timeZone: 'UTC',
    });
    postDateFormats.set(lang, format);
  }
  return format.format(date);
}

/** The post shown large at the top of /blog, of posts newest first: the newest marked `featured`. Listings leave it out. */
export const featuredPost = <T extends { data: { featured: boolean } }>(newestFirstPosts: readonly T[]): T | undefined =>
  newestFirstPosts.find((post) => post.data.featured);

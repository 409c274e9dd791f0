// Blog rules that need no Astro runtime, so pages, RSS, the sitemap, editor scripts and unit tests
// share them.

/** Where editors write posts, one `.mdx` file each, relative to the project root. */
export const POSTS_DIR = 'src/content/blog';

export const BLOG_PATH = '/blog';

/** The address of a post: its file name without the extension, under /blog. */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

export interface PostFacts {
  draft: boolean;
  date: Date;
}

/**
 * Whether a post appears on the site. In production drafts never do, and a post dated in the
 * future waits for the first build on or after its date; `npm run dev` shows everything so an
 * editor can preview.
 */
export function isVisible(post: PostFacts, { now, preview }: { now: Date; preview: boolean }): boolean {
  if (preview) return true;
  return !post.draft && post.date.getTime() <= now.getTime();
}

/** Newest first; posts of the same day by address, so every build lists them in one order. */
export function newestFirst(a: { id: string; data: { date: Date } }, b: { id: string; data: { date: Date } }): number {
  return b.data.date.getTime() - a.data.date.getTime() || a.id.localeCompare(b.id);
}

/** A post with no body yet is listed, and its page says it is coming soon. */
export function isWritten(body: string | undefined): boolean {
  return (body ?? '').trim().length > 0;
}

export const COMING_SOON_PATH = `${BLOG_PATH}/coming-soon`;
export const DEFAULT_COMING_SOON_TITLE = 'Blog Post';

/** Where a link to a post goes: its own page if the blog has it, else the Coming Soon page. */
export function postHref(slug: string, knownSlugs: ReadonlySet<string>): string {
  if (knownSlugs.has(slug)) return postPath(slug);
  return `${COMING_SOON_PATH}?title=${encodeURIComponent(slug.replaceAll('-', ' '))}`;
}

/** The Coming Soon subtitle: the `title` query parameter with each word capitalised. */
export function comingSoonTitle(search: string): string {
  const words = (new URLSearchParams(search).get('title') ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return DEFAULT_COMING_SOON_TITLE;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

// One formatter for the whole build: toLocaleDateString builds a new one per call, which cost
// about a millisecond a card once the blog had thousands of posts.
const postDateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

export function formatPostDate(date: Date): string {
  return postDateFormat.format(date);
}

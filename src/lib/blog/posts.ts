import { getCollection, getEntries, getEntry, type CollectionEntry } from 'astro:content';
import { dictionary, fill } from '@/i18n';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@/i18n/languages';
import { factsOf } from './body-facts';
import { blogEdition } from './edition';
import { relatedPosts } from './reading-aids';
import { isVisible, newestFirst, postPath } from './rules';
import { featuredIn, listedIn, postsIn, postSlug } from './translations';

export type Post = CollectionEntry<'blog'>;

const visibility = { now: new Date(), preview: import.meta.env.DEV };

/** Read once per build and language, not once per page. */
export const once = <T>(make: (lang: Lang) => Promise<T>) => {
  const made = new Map<Lang, Promise<T>>();
  return (lang: Lang): Promise<T> => {
    if (!made.has(lang)) made.set(lang, make(lang));
    return made.get(lang)!;
  };
};

let everyVisiblePost: Promise<Post[]> | undefined;

/** Every post the site shows, in every language, newest first. */
function getEveryVisiblePost(): Promise<Post[]> {
  everyVisiblePost ??= getCollection('blog', ({ data }) => isVisible(data, visibility)).then((posts) => posts.sort(newestFirst));
  return everyVisiblePost;
}

let edition: Promise<string> | undefined;

/** The `cacheKey` of every page drawn from the blog's posts and authors (./edition.ts). */
export function getBlogEdition(): Promise<string> {
  edition ??= Promise.all([getCollection('blog'), getCollection('authors'), getEveryVisiblePost()]).then(([posts, authors, visible]) =>
    blogEdition({ stored: [...posts, ...authors], visible: visible.map(({ id }) => id) }),
  );
  return edition;
}

/** The posts written in `lang` that the site shows, newest first: each has a page in that language. */
export const getVisiblePosts = once(async (lang) => postsIn(lang, await getEveryVisiblePost()));

/** Posts of `lang` with a written body: the ones in its RSS feed, the sitemap and search results. */
export const getWrittenPosts = once(async (lang) => (await getVisiblePosts(lang)).filter((post) => factsOf(post).written));

/** What the listings of `lang` show: its own posts and the English ones not translated into it yet. */
export const getListedPosts = once(async (lang) => listedIn(lang, await getEveryVisiblePost()));

/** The post shown large at the top of the blog in `lang`: the English blog's, translated where it is. */
export const getFeaturedPost = once(async (lang) => featuredIn(lang, await getEveryVisiblePost()));

/** The addresses (slugs) of every post with a page in `lang`, for links that must not lead to a 404. */
export const getVisibleSlugs = once(
  async (lang): Promise<ReadonlySet<string>> => new Set((await getVisiblePosts(lang)).map((post) => postSlug(post))),
);

const getWrittenSlugs = once(async (lang): Promise<ReadonlySet<string>> => new Set((await getWrittenPosts(lang)).map(postSlug)));

/**
 * Where a post can be read, by language (BaseLayout's `translations`): its own page and those of
 * its translations. A page not written yet (Coming Soon) names only itself, and no article names it.
 */
export async function postTranslations(post: Post, lang: Lang): Promise<Partial<Record<Lang, string>>> {
  const slug = postSlug(post);
  if (!factsOf(post).written) return { [lang]: postPath(slug, lang) };
  const written = await Promise.all(LANGUAGES.map(async (other) => [other, (await getWrittenSlugs(other)).has(slug)] as const));
  return Object.fromEntries(written.filter(([, has]) => has).map(([other]) => [other, postPath(slug, other)]));
}

/**
 * The related posts a post's page shows in `lang`: those its English post lists (a translation has
 * no `related` of its own), each in `lang` where it is translated; left out, the newest of its
 * category. An English list may name a draft or scheduled post, which links to Coming Soon.
 */
export async function getRelatedPosts(post: Post, lang: Lang): Promise<Post[]> {
  const listed = (await getListedPosts(lang)).filter((entry) => factsOf(entry).written);
  const english = lang === DEFAULT_LANG ? post : await getEntry('blog', postSlug(post));
  // While `npm run dev` runs, an editor may save a related post that does not exist; the blog's
  // loader reports it in the terminal (a build stops), and the page shows the others meanwhile.
  const chosen = (await getEntries(english?.data.related ?? [])).filter((entry) => entry !== undefined);
  const shown = lang === DEFAULT_LANG ? chosen : chosen.flatMap(({ id }) => listed.find((entry) => postSlug(entry) === id) ?? []);
  return relatedPosts(post, shown, listed);
}

export const readingTime = (post: Post, lang: Lang): string =>
  fill(dictionary(lang).blog.post.readingTime, { minutes: factsOf(post).readingMinutes });

import { getCollection, type CollectionEntry } from 'astro:content';
import { factsOf } from './body-facts';
import { isVisible, newestFirst } from './rules';

export type Post = CollectionEntry<'blog'>;

const visibility = { now: new Date(), preview: import.meta.env.DEV };

let visiblePosts: Promise<Post[]> | undefined;

/** Every post the site shows, newest first; read once per build, not once per page. */
export function getVisiblePosts(): Promise<Post[]> {
  visiblePosts ??= getCollection('blog', ({ data }) => isVisible(data, visibility)).then((posts) => posts.sort(newestFirst));
  return visiblePosts;
}

let writtenPosts: Promise<Post[]> | undefined;

/** Posts with a written body: the ones in the RSS feed, the sitemap and search results. */
export function getWrittenPosts(): Promise<Post[]> {
  writtenPosts ??= getVisiblePosts().then((posts) => posts.filter((post) => factsOf(post).written));
  return writtenPosts;
}

let visibleSlugs: Promise<ReadonlySet<string>> | undefined;

/** The addresses of every post with a page, for links that must not lead to a 404. */
export function getVisibleSlugs(): Promise<ReadonlySet<string>> {
  visibleSlugs ??= getVisiblePosts().then((posts) => new Set(posts.map((post) => post.id)));
  return visibleSlugs;
}

export const readingTime = (post: Post): string => `${factsOf(post).readingMinutes} min read`;

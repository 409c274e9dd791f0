import { getCollection, type CollectionEntry } from 'astro:content';
import { isVisible, isWritten, newestFirst } from './rules';
import { readingMinutes } from './reading-time';

export type Post = CollectionEntry<'blog'>;

const visibility = { now: new Date(), preview: import.meta.env.DEV };

let visiblePosts: Promise<Post[]> | undefined;

/** Every post the site shows, newest first; read once per build, not once per page. */
export function getVisiblePosts(): Promise<Post[]> {
  visiblePosts ??= getCollection('blog', ({ data }) => isVisible(data, visibility)).then((posts) =>
    posts.sort(newestFirst),
  );
  return visiblePosts;
}

/** Posts with a written body: the ones in the RSS feed, the sitemap and search results. */
export async function getWrittenPosts(): Promise<Post[]> {
  return (await getVisiblePosts()).filter((post) => isWritten(post.body));
}

export function readingTime(post: Post): string {
  return `${readingMinutes(post.body ?? '')} min read`;
}

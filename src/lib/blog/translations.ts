// A post and its translations. English posts sit in src/content/blog/, a translation in a folder
// named after its language (bg/), and says which English post it translates (`translationOf`).
// Both are one article at one address per language: /blog/<slug> and /bg/blog/<slug>, with the
// English slug. Node runs the editor tools and the sitemap through this module, so its imports
// name their .ts files.
import { DEFAULT_LANG, langOfEntry, type Lang } from '../../i18n/languages.ts';
import { featuredPost, newestFirst, postHref, postPath } from './rules.ts';

interface Translatable {
  /** The collection's id: the file name without its extension, after its language folder (`bg/…`). */
  id: string;
  data: { translationOf?: string };
}

/** The post's part of its address: the English post's file name, which its translations keep. */
export function postSlug({ id, data }: Translatable): string {
  if (langOfEntry(id) === DEFAULT_LANG) return id;
  return data.translationOf ?? id.slice(id.indexOf('/') + 1);
}

/** Where a post is read: its slug, under the language it is written in (/bg/blog/<slug>). */
export const postAddress = (post: Translatable): string => postPath(postSlug(post), langOfEntry(post.id));

/**
 * Where a link to a related post leads. A translation is named only once it is published; an English
 * post may be named while still a draft or scheduled, and then has no page yet: the link leads to
 * Coming Soon.
 */
export const relatedPostHref = (post: Translatable, publishedEnglish: ReadonlySet<string>): string =>
  langOfEntry(post.id) === DEFAULT_LANG ? postHref(post.id, publishedEnglish) : postAddress(post);

/** The posts written in `lang`: each has a page in that language. */
export const postsIn = <T extends Translatable>(lang: Lang, posts: readonly T[]): T[] =>
  posts.filter((post) => langOfEntry(post.id) === lang);

/**
 * What the listings of `lang` show, of the posts the site shows (any language): the posts written
 * in it, and the English posts with no translation into it yet, which cards mark as English.
 * A reader of the Bulgarian blog sees every article, and each category at least as many as in
 * English.
 */
export function listedIn<T extends Translatable & { data: { date: Date } }>(lang: Lang, visible: readonly T[]): T[] {
  const own = postsIn(lang, visible);
  if (lang === DEFAULT_LANG) return own.sort(newestFirst);
  const translated = new Set(own.map((post) => postSlug(post)));
  const untranslated = postsIn(DEFAULT_LANG, visible).filter((post) => !translated.has(post.id));
  return [...own, ...untranslated].sort(newestFirst);
}

/**
 * The post shown large at the top of a language's blog: the English blog's featured post, in that
 * language once it is translated (translations take `featured` from their English post).
 */
export function featuredIn<T extends Translatable & { data: { date: Date; featured: boolean } }>(
  lang: Lang,
  visible: readonly T[],
): T | undefined {
  const featured = featuredPost(postsIn(DEFAULT_LANG, visible).sort(newestFirst));
  if (!featured || lang === DEFAULT_LANG) return featured;
  return listedIn(lang, visible).find((post) => postSlug(post) === featured.id);
}

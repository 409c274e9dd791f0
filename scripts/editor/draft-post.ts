// What `npm run new-post` does, apart from reading the command line: a draft post with every
// field the schema requires, the editor's parts marked with the placeholders the build refuses
// to publish. A translation (lang other than English) goes in its language's folder, names the
// English post it translates, and starts from that post's author, category and image.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from '../../src/i18n/languages.ts';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories.ts';
import { dayIn, readPostDay } from '../../src/lib/blog/dates.ts';
import { postsDirOf, readPostFiles } from '../../src/lib/blog/files.ts';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders.ts';
import { AUTHORS_FILE, POSTS_DIR } from '../../src/lib/blog/rules.ts';
import { slugify } from '../../src/lib/blog/slug.ts';
import { SITE_TIME_ZONE } from '../../src/site.ts';

/** A mistake in what the editor asked for, said so they can fix it; nothing was written. */
export class NewPostError extends Error {}

export interface DraftPostOptions {
  title: string;
  /** The language the post is written in; English by default. */
  lang?: string;
  /** For a translation: the file name, without extension, of the English post it translates. */
  translationOf?: string;
  postsDir?: string;
  authorsFile?: string;
  now?: Date;
}

export function createDraftPost({
  title,
  lang = DEFAULT_LANG,
  translationOf,
  postsDir = POSTS_DIR,
  authorsFile = AUTHORS_FILE,
  now = new Date(),
}: DraftPostOptions): {
  file: string;
  slug: string;
  lang: Lang;
} {
  if (!isLang(lang)) throw new NewPostError(`"${lang}" is not a language of the site; use one of: ${LANGUAGES.join(', ')}.`);
  if (translationOf !== undefined && lang === DEFAULT_LANG) {
    throw new NewPostError(`A translation needs its language: add --lang ${LANGUAGES.find((other) => other !== DEFAULT_LANG)}.`);
  }
  const englishPosts = readPostFiles(postsDir);
  const original = translationOf === undefined ? undefined : englishPosts.find((post) => post.slug === translationOf);
  if (translationOf !== undefined && !original) {
    throw new NewPostError(
      `"${translationOf}" is not an English post: write the file name of a post in ${postsDir}, without .md or .mdx (as in its address, /blog/${translationOf}).`,
    );
  }
  // A translation keeps its English post's name, which is its address in every language.
  const slug = original?.slug ?? slugify(title);
  if (!slug) {
    throw new NewPostError(
      `Cannot make a file name from "${title}": the title needs at least one letter or digit (Latin or Bulgarian Cyrillic).`,
    );
  }
  const dir = postsDirOf(lang, postsDir);
  // Either extension: x.md beside x.mdx would publish at the same address.
  const taken = existsSync(dir) ? readPostFiles(dir).find((post) => post.slug === slug) : undefined;
  if (taken) {
    throw new NewPostError(`${taken.file} already exists: ${original ? 'edit that file' : 'choose another title, or edit that post'}.`);
  }
  if (!original && lang !== DEFAULT_LANG && englishPosts.some((post) => post.slug === slug)) {
    throw new NewPostError(
      `${slug} is the name of an English post, whose address in this language is its translation's: to translate it, run new-post with --translation-of ${slug}; otherwise choose another title.`,
    );
  }

  const [firstAuthor] = JSON.parse(readFileSync(authorsFile, 'utf8')) as { id: string }[];
  const { author = firstAuthor?.id ?? '', category = BLOG_CATEGORIES[0], hero } = original?.data ?? {};
  const image = hero?.image ? resolve(dirname(original!.file), hero.image) : resolve(postsDir, '../../assets/blog/default-hero.svg');
  // An English post starts with the two newest as "related", for the editor to replace with the
  // best two; a post in another language shows its English post's, or the newest of its category.
  const newest = englishPosts
    .map((post) => ({ slug: post.slug, day: readPostDay(post.data.date).day ?? '' }))
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, 2)
    .map((post) => `  - ${post.slug}`);
  const ending = original ? [`translationOf: ${slug}`] : lang === DEFAULT_LANG ? ['related:', ...newest] : [];
  const quote = (text: string) => JSON.stringify(text);

  const file = join(dir, `${slug}.md`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    `---
title: ${quote(title)}
excerpt: ${quote(PLACEHOLDERS.excerpt)}
author: ${author}
date: ${dayIn(SITE_TIME_ZONE, now)}
category: ${category}
hero:
  image: ${relative(dir, image).replaceAll('\\', '/')}
  alt: ${quote(PLACEHOLDERS.alt)}
${['draft: true', ...ending].join('\n')}
---

## First section

${PLACEHOLDERS.body}
`,
    { flag: 'wx' },
  );
  return { file, slug, lang };
}

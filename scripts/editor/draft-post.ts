// What `npm run new-post` does, apart from reading the command line: a draft post with every
// field the schema requires, the editor's parts marked with the placeholders the build refuses
// to publish. A translation (lang other than English) goes in its language's folder, names the
// English post it translates, and starts from that post's author, category and image.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from '../../src/i18n/languages.ts';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories.ts';
import { dayIn, readPostDay } from '../../src/lib/blog/dates.ts';
import { postsDirOf, readPostFile, readPostFiles } from '../../src/lib/blog/files.ts';
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

const POST_FILE = /\.mdx?$/;
const [DEFAULT_CATEGORY] = BLOG_CATEGORIES;
const nameOf = (file: string) => file.replace(/\.[^.]*$/, '');

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
  const dir = postsDirOf(lang, postsDir);
  const original = translationOf === undefined ? undefined : englishPost(translationOf, postsDir);
  // A translation keeps its English post's name, which is its address in every language.
  const slug = original ? translationOf! : slugify(title);
  if (!slug) {
    throw new NewPostError(
      `Cannot make a file name from "${title}": the title needs at least one letter or digit (Latin or Bulgarian Cyrillic).`,
    );
  }
  // Any extension: x.md beside x.mdx would publish at the same address.
  const taken = existsSync(dir) ? readdirSync(dir).find((name) => POST_FILE.test(name) && nameOf(name) === slug) : undefined;
  if (taken) {
    throw new NewPostError(
      `${join(dir, taken)} already exists: ${original ? 'edit that file' : 'choose another title, or edit that post'}.`,
    );
  }
  if (original) {
    const translation = existsSync(dir) ? readPostFiles(dir).find((post) => post.data.translationOf === slug) : undefined;
    if (translation) throw new NewPostError(`${translation.file} already translates ${slug}: edit that file.`);
  } else if (lang !== DEFAULT_LANG && readPostFiles(postsDir).some((post) => post.slug === slug)) {
    throw new NewPostError(
      `${slug} is the name of an English post, whose address in this language is its translation's: to translate it, run new-post with --translation-of ${slug}; otherwise choose another title.`,
    );
  }

  const quote = (text: string) => JSON.stringify(text);
  const file = join(dir, `${slug}.md`);
  const [firstAuthor] = JSON.parse(readFileSync(authorsFile, 'utf8')) as { id: string }[];
  // Relative to the post, which a translation's folder puts one level deeper than the English one.
  const imagePath = (image: string) => relative(dir, image).replaceAll('\\', '/');
  const defaultImage = resolve(postsDir, '../../assets/blog/default-hero.svg');
  let fields: string;
  if (original) {
    // What the English post says, where it says it (the build checks it separately).
    const { author = firstAuthor?.id ?? '', category = DEFAULT_CATEGORY, hero } = original.data;
    const image = imagePath(hero?.image ? resolve(dirname(original.file), hero.image) : defaultImage);
    fields = `author: ${author}
date: ${dayIn(SITE_TIME_ZONE, now)}
category: ${category}
hero:
  image: ${image}
  alt: ${quote(PLACEHOLDERS.alt)}
draft: true
translationOf: ${slug}`;
  } else {
    // The two newest posts as a starting point for "related"; the editor should pick the best two.
    // A post in another language shows the newest of its category instead (it has no `related`).
    const recent = readPostFiles(postsDir)
      .map((post) => ({ slug: post.slug, day: readPostDay(post.data.date).day ?? '' }))
      .sort((a, b) => b.day.localeCompare(a.day))
      .slice(0, 2)
      .map((post) => post.slug);
    fields = `author: ${firstAuthor?.id ?? ''}
date: ${dayIn(SITE_TIME_ZONE, now)}
category: ${DEFAULT_CATEGORY}
hero:
  image: ${imagePath(defaultImage)}
  alt: ${quote(PLACEHOLDERS.alt)}
draft: true${
      lang === DEFAULT_LANG
        ? `
related:
${recent.map((id) => `  - ${id}`).join('\n')}`
        : ''
    }`;
  }

  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    `---
title: ${quote(title)}
excerpt: ${quote(PLACEHOLDERS.excerpt)}
${fields}
---

## First section

${PLACEHOLDERS.body}
`,
    { flag: 'wx' },
  );
  return { file, slug, lang };
}

/** The English post a translation names, read from its file; a clear error when there is none. */
function englishPost(name: string, postsDir: string) {
  const file = ['md', 'mdx'].map((extension) => join(postsDir, `${name}.${extension}`)).find((path) => existsSync(path));
  if (!file) {
    throw new NewPostError(
      `"${name}" is not an English post: write the file name of a post in ${postsDir}, without .md or .mdx (as in its address, /blog/${name}).`,
    );
  }
  return readPostFile(file);
}

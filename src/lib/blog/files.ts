// The blog's files as an editor wrote them, read without Astro: for the editor tools
// (`npm run new-post`, `npm run words`) and the tests that check every post. Node runs those
// scripts directly, so this module's own imports name their .ts files.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { POSTS_DIR } from './rules.ts';

/** Front matter as written; src/collections/blog.ts is what checks it. */
export interface PostFrontmatter {
  title: string;
  excerpt: string;
  author: string;
  date: string | Date;
  updated?: string | Date;
  category: string;
  hero: { image: string; alt: string };
  featured?: boolean;
  draft?: boolean;
  related?: string[];
  /** In a language folder: the English post this translates (src/lib/blog/translations.ts). */
  translationOf?: string;
}

export interface PostFile {
  slug: string;
  file: string;
  data: PostFrontmatter;
  body: string;
}

const POST_FILE = /\.mdx?$/;
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/**
 * One post file split into its parsed front matter and its body. YAML 1.2's core schema keeps a
 * date as the editor wrote it (the schema checks it), where YAML 1.1 would turn 2025-02-30 into a
 * date in March.
 */
export function readPostFile(file: string): PostFile {
  const text = readFileSync(file, 'utf8');
  const [, frontmatter = '', body = text] = FRONTMATTER.exec(text) ?? [];
  const slug = file.split(/[\\/]/).pop()!.replace(POST_FILE, '');
  return { slug, file, data: (load(frontmatter, { schema: CORE_SCHEMA }) ?? {}) as PostFrontmatter, body };
}

/** Every English post file, drafts and scheduled posts included, in file-name order. */
export function readPostFiles(dir = POSTS_DIR): PostFile[] {
  return readdirSync(dir)
    .filter((name) => POST_FILE.test(name))
    .sort()
    .map((name) => readPostFile(join(dir, name)));
}

/** Where the posts of `lang` are written: the blog's folder for English, a folder of its own (bg/) for a translation. */
export const postsDirOf = (lang: Lang, dir = POSTS_DIR): string => (lang === DEFAULT_LANG ? dir : join(dir, lang));

/** Every post file of every language, English first, each with its language. */
export function readAllPostFiles(dir = POSTS_DIR): (PostFile & { lang: Lang })[] {
  return LANGUAGES.flatMap((lang) => {
    const folder = postsDirOf(lang, dir);
    return existsSync(folder) ? readPostFiles(folder).map((post) => ({ ...post, lang })) : [];
  });
}

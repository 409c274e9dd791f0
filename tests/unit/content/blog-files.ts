import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const BLOG_DIR = 'src/content/blog';

export interface PostFile {
  slug: string;
  file: string;
  data: {
    title: string;
    excerpt: string;
    author: string;
    date: Date | string;
    category: string;
    hero: { image: string; alt: string };
    featured?: boolean;
    draft?: boolean;
    related: string[];
  };
  body: string;
}

/** The blog's files as an editor wrote them, read without Astro. */
export function readPosts(): PostFile[] {
  return readdirSync(BLOG_DIR)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const text = readFileSync(join(BLOG_DIR, name), 'utf8');
      const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
      return { slug: name.replace(/\.mdx?$/, ''), file: join(BLOG_DIR, name), data: parse(frontmatter), body };
    });
}

// What `npm run new-post` does, apart from reading the command line: a draft post with every
// field the schema requires, the editor's parts marked with the placeholders the build refuses
// to publish.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dayIn, readPostDay } from '../../src/lib/blog/dates.ts';
import { readPostFiles } from '../../src/lib/blog/files.ts';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders.ts';
import { AUTHORS_FILE, POSTS_DIR } from '../../src/lib/blog/rules.ts';
import { slugify } from '../../src/lib/blog/slug.ts';
import { SITE_TIME_ZONE } from '../../src/site.ts';

/** A mistake in what the editor asked for, said so they can fix it; nothing was written. */
export class NewPostError extends Error {}

export interface DraftPostOptions {
  title: string;
  postsDir?: string;
  authorsFile?: string;
  now?: Date;
}

export function createDraftPost({ title, postsDir = POSTS_DIR, authorsFile = AUTHORS_FILE, now = new Date() }: DraftPostOptions): {
  file: string;
  slug: string;
} {
  const slug = slugify(title);
  if (!slug) {
    throw new NewPostError(
      `Cannot make a file name from "${title}": the title needs at least one letter or digit (Latin or Bulgarian Cyrillic).`,
    );
  }
  // Any extension: x.md beside x.mdx would publish at the same address.
  const taken = existsSync(postsDir) ? readdirSync(postsDir).find((name) => name.replace(/\.[^.]*$/, '') === slug) : undefined;
  if (taken) {
    throw new NewPostError(`${join(postsDir, taken)} already exists: choose another title, or edit that post.`);
  }

  // The two newest posts as a starting point for "related"; the editor should pick the best two.
  const recent = readPostFiles(postsDir)
    .map((post) => ({ slug: post.slug, day: readPostDay(post.data.date).day ?? '' }))
    .sort((a, b) => b.day.localeCompare(a.day))
    .slice(0, 2)
    .map((post) => post.slug);
  const [author] = JSON.parse(readFileSync(authorsFile, 'utf8')) as { id: string }[];
  const quote = (text: string) => JSON.stringify(text);

  const file = join(postsDir, `${slug}.md`);
  writeFileSync(
    file,
    `---
title: ${quote(title)}
excerpt: ${quote(PLACEHOLDERS.excerpt)}
author: ${author?.id ?? ''}
date: ${dayIn(SITE_TIME_ZONE, now)}
category: Industry Insights
hero:
  image: ../../assets/blog/default-hero.svg
  alt: ${quote(PLACEHOLDERS.alt)}
draft: true
related:
${recent.map((id) => `  - ${id}`).join('\n')}
---

## First section

${PLACEHOLDERS.body}
`,
    { flag: 'wx' },
  );
  return { file, slug };
}

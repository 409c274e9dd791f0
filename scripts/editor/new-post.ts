// `npm run new-post -- "Title of the post"`: creates a draft post with every required field,
// ready to write. The slug (file name and URL) comes from the title.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPostFiles } from '../../src/lib/blog/files.ts';
import { POSTS_DIR, postPath } from '../../src/lib/blog/rules.ts';
import { slugify } from '../../src/lib/blog/slug.ts';

const title = process.argv.slice(2).join(' ').trim();

if (!title) {
  console.error('Usage: npm run new-post -- "Title of the post"');
  process.exit(1);
}

const slug = slugify(title);
const file = join(POSTS_DIR, `${slug}.mdx`);
if (existsSync(file)) {
  console.error(`${file} already exists: choose another title or edit that post.`);
  process.exit(1);
}

// Two recent posts as a starting point for "related"; the editor should pick the best two.
const recent = readPostFiles()
  .sort((a, b) => new Date(b.data.date).getTime() - new Date(a.data.date).getTime())
  .slice(0, 2)
  .map((post) => post.slug);

const today = new Date().toISOString().slice(0, 10);
const quote = (text: string) => JSON.stringify(text);

writeFileSync(
  file,
  `---
title: ${quote(title)}
excerpt: "Replace with one or two sentences (60 to 160 characters) that make a reader want the article."
author: ${JSON.parse(readFileSync('src/content/authors.json', 'utf8'))[0].id}
date: ${today}
category: Industry Insights
hero:
  image: ../../assets/blog/default-hero.svg
  alt: Replace with a description of the image
draft: true
related:
${recent.map((id) => `  - ${id}`).join('\n')}
---

## First section

Write the article here. Delete the body entirely to list the post as Coming Soon.
`,
);
console.log(`Created ${file} (draft). Preview it with npm run dev at ${postPath(slug)}`);

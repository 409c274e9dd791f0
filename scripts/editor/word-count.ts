// Prints each post's word count and the reading time the site will show.
// Usage: node scripts/editor/word-count.ts [src/content/blog/some-post.mdx ...]  (default: every post)
import { readFileSync, readdirSync } from 'node:fs';
import { countWords, readingMinutes } from '../../src/lib/blog/reading-time.ts';

const BLOG_DIR = 'src/content/blog';
const files = process.argv.length > 2 ? process.argv.slice(2) : readdirSync(BLOG_DIR).map((name) => `${BLOG_DIR}/${name}`);

for (const file of files.sort()) {
  const body = readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---\n?/, '');
  const words = countWords(body);
  console.log(`${String(words).padStart(6)} words  ${words ? readingMinutes(body) : '-'} min  ${file}`);
}

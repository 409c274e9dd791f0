// Prints each post's word count and the reading time the site will show.
// Usage: node scripts/editor/word-count.ts [src/content/blog/some-post.mdx ...]  (default: every post, translations included)
import { readAllPostFiles, readPostFile } from '../../src/lib/blog/files.ts';
import { countWords, readingMinutes } from '../../src/lib/blog/reading-time.ts';

const posts = process.argv.length > 2 ? process.argv.slice(2).map(readPostFile) : readAllPostFiles();

for (const { file, body } of posts) {
  const words = countWords(body);
  console.log(`${String(words).padStart(6)} words  ${words ? readingMinutes(body) : '-'} min  ${file}`);
}

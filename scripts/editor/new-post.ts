// `npm run new-post -- "Title of the post"`: creates a draft post with every required field,
// ready to write. The slug (file name and URL) comes from the title.
import { postPath } from '../../src/lib/blog/rules.ts';
import { createDraftPost, NewPostError } from './draft-post.ts';

const title = process.argv.slice(2).join(' ').trim();

if (!title) {
  console.error('Usage: npm run new-post -- "Title of the post"');
  process.exit(1);
}

try {
  const { file, slug } = createDraftPost({ title });
  console.log(`Created ${file} (draft). Preview it with npm run dev at ${postPath(slug)}`);
} catch (error) {
  if (!(error instanceof NewPostError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// `npm run new-post -- "Title of the post"`: creates a draft post with every required field,
// ready to write. The slug (file name and URL) comes from the title.
// `npm run new-post -- --lang bg --translation-of <english-file-name> "Заглавие"`: creates the
// draft of a translation in src/content/blog/bg/, at the English post's address under /bg.
import { parseArgs } from 'node:util';
import { postPath } from '../../src/lib/blog/rules.ts';
import { createDraftPost, NewPostError } from './draft-post.ts';

const USAGE = `Usage: npm run new-post -- "Title of the post"
       npm run new-post -- --lang bg --translation-of <english-file-name> "Заглавие на превода"`;

let options: { title: string; lang?: string; translationOf?: string };
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { lang: { type: 'string' }, 'translation-of': { type: 'string' } },
  });
  options = { title: positionals.join(' ').trim(), lang: values.lang, translationOf: values['translation-of'] };
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(1);
}

if (!options.title) {
  console.error(USAGE);
  process.exit(1);
}

try {
  const { file, slug, lang } = createDraftPost(options);
  console.log(`Created ${file} (draft). Preview it with npm run dev at ${postPath(slug, lang)}`);
} catch (error) {
  if (!(error instanceof NewPostError)) throw error;
  console.error(error.message);
  process.exit(1);
}

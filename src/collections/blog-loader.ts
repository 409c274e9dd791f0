// The blog's loader: Astro's glob loader over POSTS_DIR and its language folders (bg/), plus what
// it cannot do alone.
// - Dates reach the schema as the editor wrote them: Astro's YAML parser would turn an unquoted
//   2025-02-30 into 2 March before any schema could object.
// - A post's id is its file name without the extension (what postPath and the editor tools
//   assume), after its language folder for a translation (`bg/<name>`, as src/lib/content/translated.ts
//   reads every collection).
// - A post's body is not stored: what pages show of it (whether it is written, its reading time)
//   is stored beside its front matter instead (src/lib/blog/body-facts.ts).
// - A post whose file is gone is forgotten before loading. The glob loader keeps an entry whose
//   id and text are unchanged, so a post renamed from .mdx to .md kept its old file and the build
//   looked for it. So is one stored before its body facts were, or with its HTML kept apart as
//   this loader once did: it is loaded again.
// - The rules that span posts (src/lib/blog/checks.ts) are checked against the post files as
//   they are on disk, so they need nothing from the store: they stop the build, or, while
//   `npm run dev` runs, are printed after each save.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { blogProblems, describeProblems, type PostProblem } from '@/lib/blog/checks';
import { bodyFacts } from '@/lib/blog/body-facts';
import { readAllPostFiles, readPostFile, type PostFile } from '@/lib/blog/files';
import { AUTHORS_FILE, POSTS_DIR } from '@/lib/blog/rules';
import { DEFAULT_LANG, LANGUAGES } from '@/i18n/languages';

const DATE_FIELDS = ['date', 'updated'] as const;
const POST_EXTENSION = /\.mdx?$/;
const BLOG_HELP = 'Each message and its fix: docs/blog-editing.md, "What each error means".';

export function blogLoader(): Loader {
  const posts = glob({
    pattern: LANGUAGES.map((lang) => (lang === DEFAULT_LANG ? '*.{md,mdx}' : `${lang}/*.{md,mdx}`)),
    base: POSTS_DIR,
    retainBody: false,
    generateId: ({ entry }) => entry.replace(POST_EXTENSION, ''),
  });

  return {
    name: 'blog-loader',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      forgetStalePosts(context.store, context.config.root);
      await posts.load({
        ...context,
        parseData: async (entry) => {
          const file = entry.filePath ? readPostFile(entry.filePath) : undefined;
          const data = await context.parseData({ ...entry, data: { ...entry.data, ...datesAsWritten(file) } });
          return { ...data, ...bodyFacts(file?.body) };
        },
      });

      const found = blogProblemsOnDisk(root);
      if (found.length > 0) throw new AstroError(describeProblems(found), BLOG_HELP);

      // One save fires several file events; say each new state of the blog once.
      let lastReport = '';
      context.watcher?.on('all', (_event, path) => {
        if (!relative(root, path).startsWith(POSTS_DIR) && relative(root, path) !== AUTHORS_FILE) return;
        const problems = blogProblemsOnDisk(root);
        const report = problems.length > 0 ? describeProblems(problems) : '';
        if (report && report !== lastReport) context.logger.error(report);
        lastReport = report;
      });
    },
  };
}

/** The cross-post rules over the post files and the authors as they are on disk under `root`. */
export function blogProblemsOnDisk(root: string): PostProblem[] {
  const files = readAllPostFiles(`${root}/${POSTS_DIR}`).map((post) => ({ ...post, file: relative(root, post.file) }));
  const authors: { id: string }[] = JSON.parse(readFileSync(`${root}/${AUTHORS_FILE}`, 'utf8'));
  return blogProblems({
    files: files.map(({ slug, file, lang }) => ({ id: slug, file, lang })),
    posts: files.map(({ slug, file, lang, data, body }) => ({
      id: slug,
      file,
      lang,
      author: data.author,
      related: data.related ?? [],
      draft: data.draft ?? false,
      featured: data.featured ?? false,
      body,
      translationOf: data.translationOf,
    })),
    authorIds: authors.map((author) => author.id),
  });
}

/**
 * Deletes the stored posts whose file no longer exists under `root`, those stored without body
 * facts, and those whose HTML an earlier version of this loader kept in a file of its own (only
 * its name in the store), so that they are loaded again rather than shown empty.
 */
export function forgetStalePosts(store: Pick<LoaderContext['store'], 'values' | 'delete'>, root: URL): void {
  for (const { id, filePath, data, rendered } of store.values()) {
    const gone = filePath && !existsSync(new URL(filePath, root));
    const htmlElsewhere = rendered?.metadata?.htmlFile !== undefined;
    if (gone || htmlElsewhere || !('readingMinutes' in data)) store.delete(id);
  }
}

function datesAsWritten(file: PostFile | undefined): Record<string, unknown> {
  if (!file) return {};
  const written = file.data as unknown as Record<string, unknown>;
  return Object.fromEntries(DATE_FIELDS.filter((field) => field in written).map((field) => [field, written[field]]));
}

// The blog's loader: Astro's glob loader over POSTS_DIR, plus what it cannot do alone.
// - Dates reach the schema as the editor wrote them: Astro's YAML parser would turn an unquoted
//   2025-02-30 into 2 March before any schema could object.
// - A post's id is its file name without the extension (what postPath and the editor tools
//   assume), and every file is remembered, so two files sharing an id are caught instead of one
//   silently replacing the other.
// - A post whose file is gone is forgotten before loading. The glob loader keeps an entry whose
//   id and text are unchanged, so a post renamed from .mdx to .md kept its old file and the build
//   looked for it.
// - After loading, the rules that span posts (src/lib/blog/checks.ts) stop the build, or, while
//   `npm run dev` runs, are printed after each save.
import { existsSync, readFileSync } from 'node:fs';
import { AstroError } from 'astro/errors';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { blogProblems, describeProblems, type PostEntry } from '../lib/blog/checks';
import { readPostFile } from '../lib/blog/files';
import { AUTHORS_FILE, POSTS_DIR } from '../lib/blog/rules';

const DATE_FIELDS = ['date', 'updated'] as const;
const POST_EXTENSION = /\.mdx?$/;
const BLOG_HELP = 'Each message and its fix: docs/blog-editing.md, "What each error means".';

export function blogLoader(): Loader {
  /** Every post file loaded, relative to the project root, with the id it was given. */
  const idByFile = new Map<string, string>();
  const posts = glob({
    pattern: '*.{md,mdx}',
    base: POSTS_DIR,
    generateId: ({ entry }) => {
      const id = entry.replace(POST_EXTENSION, '');
      idByFile.set(`${POSTS_DIR}/${entry}`, id);
      return id;
    },
  });

  return {
    name: 'blog-loader',
    load: async (context) => {
      let lastReport = '';
      const problems = () => {
        for (const file of idByFile.keys()) if (!existsSync(new URL(file, root))) idByFile.delete(file);
        const authors: { id: string }[] = JSON.parse(readFileSync(new URL(AUTHORS_FILE, root), 'utf8'));
        return blogProblems({
          files: [...idByFile].map(([file, id]) => ({ id, file })),
          posts: context.store.values().map(toPostEntry),
          authorIds: authors.map((author) => author.id),
        });
      };

      const root = context.config.root;
      forgetMissingFiles(context.store, root);

      await posts.load({
        ...context,
        parseData: (entry) => context.parseData({ ...entry, data: { ...entry.data, ...datesAsWritten(entry.filePath) } }),
        watcher: context.watcher && afterEachChange(context.watcher, () => {
          // One save fires several file events; say each new state of the blog once.
          const found = problems();
          const report = found.length > 0 ? describeProblems(found) : '';
          if (report && report !== lastReport) context.logger.error(report);
          lastReport = report;
        }),
      });

      const found = problems();
      if (found.length > 0) throw new AstroError(describeProblems(found), BLOG_HELP);
    },
  };
}

/** Deletes the stored posts whose file no longer exists under `root`. */
export function forgetMissingFiles(store: Pick<LoaderContext['store'], 'values' | 'delete'>, root: URL): void {
  for (const { id, filePath } of store.values()) if (filePath && !existsSync(new URL(filePath, root))) store.delete(id);
}

function datesAsWritten(filePath: string | undefined): Record<string, unknown> {
  if (!filePath) return {};
  const written: Record<string, unknown> = readPostFile(filePath).data as unknown as Record<string, unknown>;
  return Object.fromEntries(DATE_FIELDS.filter((field) => field in written).map((field) => [field, written[field]]));
}

type StoredPost = ReturnType<LoaderContext['store']['values']>[number];

function toPostEntry({ id, filePath, data, body }: StoredPost): PostEntry {
  const post = data as { author: { id: string }; related?: { id: string }[]; draft: boolean; featured: boolean };
  return { id, file: filePath ?? id, author: post.author.id, related: post.related?.map((entry) => entry.id) ?? [], draft: post.draft, featured: post.featured, body };
}

type Watcher = NonNullable<LoaderContext['watcher']>;

/** The same watcher, except that `then` runs after every handler the glob loader registers. */
function afterEachChange(watcher: Watcher, then: () => void): Watcher {
  return new Proxy(watcher, {
    get(target, key) {
      if (key === 'on') {
        return (event: string, handler: (...args: unknown[]) => unknown) =>
          target.on(event, async (...args: unknown[]) => {
            await handler(...args);
            then();
          });
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

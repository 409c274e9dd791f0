// The blog's loader: Astro's glob loader over POSTS_DIR, plus what it cannot do alone.
// - Dates reach the schema as the editor wrote them: Astro's YAML parser would turn an unquoted
//   2025-02-30 into 2 March before any schema could object.
// - A post's id is its file name without the extension (what postPath and the editor tools
//   assume), and every file is remembered, so two files sharing an id are caught instead of one
//   silently replacing the other.
// - A post whose file is gone is forgotten before loading. The glob loader keeps an entry whose
//   id and text are unchanged, so a post renamed from .mdx to .md kept its old file and the build
//   looked for it. So is one stored before its body facts were (below): it is loaded again.
// - Astro writes the whole content store into the build's code, so posts are stored small. A
//   post's body is not stored: what pages show of it (whether it is written, its reading time) is
//   stored beside its front matter instead (src/lib/blog/body-facts.ts). A Markdown post's HTML is
//   kept in a file of its own (src/lib/blog/post-html.ts).
// - After loading, the rules that span posts (src/lib/blog/checks.ts) stop the build, or, while
//   `npm run dev` runs, are printed after each save.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { blogProblems, describeProblems, type PostEntry } from '@/lib/blog/checks';
import { bodyFacts } from '@/lib/blog/body-facts';
import { readPostBody, readPostFile, type PostFile } from '@/lib/blog/files';
import { hasHtmlApart, postHtmlDir, removeUnusedHtml, storeHtmlApart } from '@/lib/blog/post-html';
import { AUTHORS_FILE, POSTS_DIR } from '@/lib/blog/rules';

const DATE_FIELDS = ['date', 'updated'] as const;
const POST_EXTENSION = /\.mdx?$/;
const BLOG_HELP = 'Each message and its fix: docs/blog-editing.md, "What each error means".';

export function blogLoader(): Loader {
  /** Every post file loaded, relative to the project root, with the id it was given. */
  const idByFile = new Map<string, string>();
  const posts = glob({
    pattern: '*.{md,mdx}',
    base: POSTS_DIR,
    retainBody: false,
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
          posts: context.store.values().map((post) => toPostEntry(post, root)),
          authorIds: authors.map((author) => author.id),
        });
      };

      const root = context.config.root;
      const htmlDir = postHtmlDir(context.config.cacheDir);
      const removeStaleHtml = () =>
        removeUnusedHtml(
          htmlDir,
          context.store.values().map((post) => post.rendered),
        );
      forgetStalePosts(context.store, root);

      await posts.load({
        ...context,
        store: withHtmlApart(context.store, htmlDir),
        parseData: async (entry) => {
          const file = entry.filePath ? readPostFile(entry.filePath) : undefined;
          const data = await context.parseData({ ...entry, data: { ...entry.data, ...datesAsWritten(file) } });
          return { ...data, ...bodyFacts(file?.body) };
        },
        watcher:
          context.watcher &&
          afterEachChange(context.watcher, () => {
            removeStaleHtml();
            // One save fires several file events; say each new state of the blog once.
            const found = problems();
            const report = found.length > 0 ? describeProblems(found) : '';
            if (report && report !== lastReport) context.logger.error(report);
            lastReport = report;
          }),
      });

      removeStaleHtml();
      const found = problems();
      if (found.length > 0) throw new AstroError(describeProblems(found), BLOG_HELP);
    },
  };
}

/**
 * Deletes the stored posts whose file no longer exists under `root`, and those stored otherwise
 * than this loader stores them now (without body facts, or with their HTML not in its own file),
 * so that they are loaded again.
 */
export function forgetStalePosts(store: Pick<LoaderContext['store'], 'values' | 'delete'>, root: URL): void {
  for (const { id, filePath, data, rendered } of store.values()) {
    const gone = filePath && !existsSync(new URL(filePath, root));
    if (gone || !('readingMinutes' in data) || (rendered && !hasHtmlApart(rendered))) store.delete(id);
  }
}

/** The same store, except that a rendered post's HTML goes to its own file in `htmlDir`. */
function withHtmlApart(store: LoaderContext['store'], htmlDir: string): LoaderContext['store'] {
  return new Proxy(store, {
    get(target, key) {
      if (key === 'set') {
        return ({ rendered, ...entry }: Parameters<typeof target.set>[0]) =>
          target.set({ ...entry, rendered: rendered && storeHtmlApart(rendered, String(entry.digest ?? entry.id), htmlDir) });
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function datesAsWritten(file: PostFile | undefined): Record<string, unknown> {
  if (!file) return {};
  const written = file.data as unknown as Record<string, unknown>;
  return Object.fromEntries(DATE_FIELDS.filter((field) => field in written).map((field) => [field, written[field]]));
}

type StoredPost = ReturnType<LoaderContext['store']['values']>[number];

/** A stored post as the cross-post rules see it, with its body read from its file. */
function toPostEntry({ id, filePath, data }: StoredPost, root: URL): PostEntry {
  const post = data as { author: { id: string }; related?: { id: string }[]; draft: boolean; featured: boolean };
  const body = filePath ? readPostBody(fileURLToPath(new URL(filePath, root))) : undefined;
  return {
    id,
    file: filePath ?? id,
    author: post.author.id,
    related: post.related?.map((entry) => entry.id) ?? [],
    draft: post.draft,
    featured: post.featured,
    body,
  };
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

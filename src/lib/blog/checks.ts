// Rules that need more than one post's front matter, or its body: the collection's schema sees
// one post's fields at a time, so src/collections/blog-loader.ts runs these over the whole blog
// once per build (and after each save in `npm run dev`). Each problem names the file, the field
// and what to do, because the person reading it is an editor, not a developer.
import { AUTHORS_FILE, POSTS_DIR, postPath } from './rules.ts';
import { hasPlaceholder, PLACEHOLDERS } from './placeholders.ts';
import { POST_COMPONENT_NAMES } from './post-components.ts';
import { slugify } from './slug.ts';

export interface PostFileId {
  /** The post's id: its file name without the extension. */
  id: string;
  /** Relative to the project root, as the editor sees it. */
  file: string;
}

export interface PostEntry extends PostFileId {
  author: string;
  related: readonly string[];
  draft: boolean;
  featured: boolean;
  body: string | undefined;
}

export interface PostProblem {
  file: string;
  field: string;
  message: string;
}

const fileName = (file: string) => file.split('/').pop()!;

/** Two files with the same name but another extension would publish at one address. */
export function duplicatePostProblems(files: readonly PostFileId[]): PostProblem[] {
  return [...Map.groupBy(files, ({ id }) => id)].flatMap(([id, sharing]) => {
    if (sharing.length < 2) return [];
    const names = sharing.map(({ file }) => fileName(file)).sort();
    return [
      {
        file: sharing.map(({ file }) => file).sort()[0]!,
        field: 'file name',
        message:
          names.length === 2
            ? `${names.join(' and ')} would both publish at ${postPath(id)}; rename or delete one of them`
            : `${names.join(', ')} would all publish at ${postPath(id)}; rename or delete all but one of them`,
      },
    ];
  });
}

/** The file name is the address, so it must already be what a slug looks like. */
export function fileNameProblems(files: readonly PostFileId[]): PostProblem[] {
  return files.flatMap(({ id, file }) => {
    if (slugify(id) === id) return [];
    const fix = slugify(id)
      ? `rename it to ${slugify(id)}${fileName(file).slice(id.length)}`
      : 'rename it using letters, digits and hyphens';
    return [
      {
        file,
        field: 'file name',
        message: `"${fileName(file)}" is the post's address, so it may hold only lower-case letters, digits and hyphens; ${fix}`,
      },
    ];
  });
}

export function authorProblems(posts: readonly PostEntry[], authorIds: readonly string[]): PostProblem[] {
  const known = new Set(authorIds);
  return posts
    .filter((post) => !known.has(post.author))
    .map(({ file, author }) => ({
      file,
      field: 'author',
      message: `"${author}" is not in ${AUTHORS_FILE}; use one of: ${authorIds.join(', ')} (or add the author to that file first)`,
    }));
}

export function relatedProblems(posts: readonly PostEntry[]): PostProblem[] {
  const ids = new Set(posts.map((post) => post.id));
  return posts.flatMap(({ id, file, related }) => {
    const listed = new Set(related);
    const problems = [...listed].flatMap((other): PostProblem[] => {
      if (other === id) return [{ file, field: 'related', message: `lists the post itself ("${id}"); list two other posts` }];
      if (!ids.has(other)) {
        return [
          {
            file,
            field: 'related',
            message: `"${other}" is not a post; use the file name, without .md or .mdx, of another post in ${POSTS_DIR}`,
          },
        ];
      }
      return [];
    });
    const twice = related.find((other, index) => related.indexOf(other) !== index);
    if (twice !== undefined && twice !== id)
      problems.push({ file, field: 'related', message: `lists "${twice}" twice; list two different posts` });
    return problems;
  });
}

/** /blog has room for one featured post: a second would silently push the first into the grid. */
export function featuredProblems(posts: readonly PostEntry[]): PostProblem[] {
  const featured = posts.filter((post) => post.featured && !post.draft);
  if (featured.length < 2) return [];
  const files = featured.map(({ file }) => fileName(file));
  return featured.map(({ file }) => ({
    file,
    field: 'featured',
    message: `${files.join(', ')} are all featured, and /blog shows one; keep featured: true on one of them and remove it from the others`,
  }));
}

/** The schema checks the excerpt and alt text; only the body is left to check here. */
export function bodyPlaceholderProblems(posts: readonly PostEntry[]): PostProblem[] {
  return posts
    .filter((post) => !post.draft && hasPlaceholder(post.body, PLACEHOLDERS.body))
    .map(({ file }) => ({
      file,
      field: 'body',
      message: `still has new-post's placeholder "${PLACEHOLDERS.body}"; write the article, delete the body to list the post as Coming Soon, or set draft: true`,
    }));
}

const COMPONENT_TAG = new RegExp(`<(${POST_COMPONENT_NAMES.join('|')})\\b`);
// Code may show a component's tag as an example.
const CODE = /^(```|~~~)[\s\S]*?^\1|`[^`\n]*`/gm;

/** A Markdown (.md) post prints a component's tag as text; only an .mdx post renders it. */
export function componentInMarkdownProblems(posts: readonly PostEntry[]): PostProblem[] {
  return posts.flatMap(({ id, file, body }) => {
    const component = file.endsWith('.md') && COMPONENT_TAG.exec((body ?? '').replace(CODE, ''))?.[1];
    if (!component) return [];
    return [{ file, field: 'body', message: `uses <${component}>, which only an .mdx post can; rename the file to ${id}.mdx` }];
  });
}

/** Every problem of the blog as a whole, in the order an editor should fix them. */
export function blogProblems({
  files,
  posts,
  authorIds,
}: {
  files: readonly PostFileId[];
  posts: readonly PostEntry[];
  authorIds: readonly string[];
}): PostProblem[] {
  return [
    ...duplicatePostProblems(files),
    ...fileNameProblems(files),
    ...authorProblems(posts, authorIds),
    ...relatedProblems(posts),
    ...featuredProblems(posts),
    ...bodyPlaceholderProblems(posts),
    ...componentInMarkdownProblems(posts),
  ];
}

/** One message for all of them, so an editor fixes everything in one pass. */
export function describeProblems(problems: readonly PostProblem[]): string {
  const lines = problems.map(({ file, field, message }) => `  ${file} → ${field}: ${message}`);
  return [
    `The blog has ${problems.length} ${problems.length === 1 ? 'mistake' : 'mistakes'} to fix before it can be built:`,
    ...lines,
  ].join('\n');
}

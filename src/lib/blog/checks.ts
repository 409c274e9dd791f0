// Rules that need more than one post's front matter, or its body: the collection's schema sees
// one post's fields at a time, so src/collections/blog-loader.ts runs these over the whole blog
// once per build (and after each save in `npm run dev`). Each problem names the file, the field
// and what to do, because the person reading it is an editor, not a developer.
import { DEFAULT_LANG, entryId, pathIn, type Lang } from '../../i18n/languages.ts';
import { AUTHORS_FILE, BLOG_PATH, COMING_SOON_PATH, POSTS_DIR, postPath } from './rules.ts';
import { hasPlaceholder, PLACEHOLDERS } from './placeholders.ts';
import { POST_COMPONENT_NAMES } from './post-components.ts';
import { slugify } from './slug.ts';
import { postAddress } from './translations.ts';

export interface PostFileId {
  /** The post's file name without the extension (and without its language folder). */
  id: string;
  /** Relative to the project root, as the editor sees it. */
  file: string;
  /** The language it is written in: its folder (bg/); English when left out. */
  lang?: Lang;
}

export interface PostEntry extends PostFileId {
  author: string;
  related: readonly string[];
  draft: boolean;
  featured: boolean;
  body: string | undefined;
  /** In a language folder: the English post it translates. */
  translationOf?: string;
}

export interface PostProblem {
  file: string;
  field: string;
  message: string;
}

const fileName = (file: string) => file.split('/').pop()!;
const langOf = (post: { lang?: Lang }): Lang => post.lang ?? DEFAULT_LANG;
// Messages are read by editors in English.
const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', bg: 'Bulgarian' };

/** Where a post is published: a translation at its English post's address, under its language. */
const addressOf = (post: PostFileId & { translationOf?: string }) => postAddress({ id: entryId(langOf(post), post.id), data: post });

/** Two files with the same name but another extension would publish at one address. */
export function duplicatePostProblems(files: readonly PostFileId[]): PostProblem[] {
  return [...Map.groupBy(files, (file) => entryId(langOf(file), file.id))].flatMap(([, sharing]) => {
    if (sharing.length < 2) return [];
    const id = sharing[0]!.id;
    const names = sharing.map(({ file }) => fileName(file)).sort();
    return [
      {
        file: sharing.map(({ file }) => file).sort()[0]!,
        field: 'file name',
        message:
          names.length === 2
            ? `${names.join(' and ')} would both publish at ${postPath(id, langOf(sharing[0]!))}; rename or delete one of them`
            : `${names.join(', ')} would all publish at ${postPath(id, langOf(sharing[0]!))}; rename or delete all but one of them`,
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

/** `related` names English posts; a translation's are its English post's (translationProblems). */
export function relatedProblems(posts: readonly PostEntry[]): PostProblem[] {
  const english = posts.filter((post) => langOf(post) === DEFAULT_LANG);
  const ids = new Set(english.map((post) => post.id));
  return english.flatMap(({ id, file, related }) => {
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
  const featured = posts.filter((post) => post.featured && !post.draft && langOf(post) === DEFAULT_LANG);
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

/**
 * A post in a language folder (bg/) is that language's: a translation names the English post it
 * translates and is published at its address (/bg/blog/<English file name>); one without
 * `translationOf` is written in that language only, at its own file name. Either way each address
 * holds one post, and what the English post decides for all its languages (being featured, its
 * related posts) is not said again.
 */
export function translationProblems(posts: readonly PostEntry[]): PostProblem[] {
  const english = new Set(posts.filter((post) => langOf(post) === DEFAULT_LANG).map((post) => post.id));
  const problems: PostProblem[] = [];
  for (const post of posts) {
    const { file, translationOf } = post;
    const lang = langOf(post);
    if (lang === DEFAULT_LANG) {
      if (translationOf !== undefined) {
        problems.push({
          file,
          field: 'translationOf',
          message: `only a post in a language folder (such as ${POSTS_DIR}/bg/) translates another; remove translationOf from this English post`,
        });
      }
      continue;
    }
    const language = LANGUAGE_NAMES[lang];
    if (translationOf !== undefined && !english.has(translationOf)) {
      problems.push({
        file,
        field: 'translationOf',
        message: `"${translationOf}" is not an English post; write the file name, without .md or .mdx, of the post in ${POSTS_DIR} that this translates`,
      });
    }
    if (translationOf === undefined && english.has(post.id)) {
      problems.push({
        file,
        field: 'translationOf',
        message: `is missing, and the file has the name of the English post ${post.id}, whose ${language} address it would take; add translationOf: ${post.id} if it translates that post, or rename the file`,
      });
    }
    if (post.featured) {
      problems.push({
        file,
        field: 'featured',
        message: `the ${language} blog features the post the English blog features, in ${language} once it is translated; remove featured from this post`,
      });
    }
    if (post.related.length > 0) {
      problems.push({
        file,
        field: 'related',
        message: `a ${language} post shows the related posts of the English post it translates (in ${language} where they are translated), or the newest of its category; remove related from this post`,
      });
    }
  }
  // Two files with one name are duplicatePostProblems'; a translation without translationOf at an
  // English post's address is reported above.
  const byOriginal = Map.groupBy(
    posts.filter((post) => langOf(post) !== DEFAULT_LANG && post.translationOf !== undefined),
    (post) => addressOf(post),
  );
  for (const [address, sharing] of byOriginal) {
    if (sharing.length < 2) continue;
    const files = sharing.map(({ file }) => file).sort();
    for (const file of files) {
      problems.push({
        file,
        field: 'translationOf',
        message: `${files.map(fileName).join(' and ')} all translate ${sharing[0]!.translationOf}, and ${address} shows one; delete all but one, or correct translationOf`,
      });
    }
  }
  return problems;
}

// A link in a post's text to another post: Markdown's (…) or an HTML href, with or without a language.
const POST_LINK = /(?:\]\(|href=["'])((?:\/[a-z]{2})?\/blog\/[a-z0-9-]+)(?=[)#?"'\s])/g;

/** A link in a post to another post must lead to a post in that language: a translator may link before translating. */
export function postLinkProblems(posts: readonly PostEntry[]): PostProblem[] {
  const addresses = new Set(posts.map(addressOf));
  return posts.flatMap(({ file, body }) =>
    [...new Set([...(body ?? '').replace(CODE, '').matchAll(POST_LINK)].map(([, path]) => path!))]
      .filter((path) => !addresses.has(path) && !path.endsWith(COMING_SOON_PATH))
      .map((path): PostProblem => {
        const english = pathIn(DEFAULT_LANG, path);
        const translationMissing = english !== path && addresses.has(english);
        return {
          file,
          field: 'body',
          message: translationMissing
            ? `links to ${path}, which is not translated yet; link to ${english} (the English article) until it is`
            : `links to ${path}, which is not a post; use the address of a post in ${POSTS_DIR} (${BLOG_PATH}/<file name>)`,
        };
      }),
  );
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
    ...translationProblems(posts),
    ...postLinkProblems(posts),
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

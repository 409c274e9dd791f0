// The rules that span posts, over blogs made up here: each mistake an editor can make, and the
// file, field and fix the message gives.
import { describe, expect, it } from 'vitest';
import {
  authorProblems,
  blogProblems,
  bodyPlaceholderProblems,
  componentInMarkdownProblems,
  describeProblems,
  duplicatePostProblems,
  featuredProblems,
  fileNameProblems,
  postLinkProblems,
  relatedProblems,
  translationProblems,
  type PostEntry,
} from '../../src/lib/blog/checks';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders';

const entry = (id: string, overrides: Partial<PostEntry> = {}): PostEntry => ({
  id,
  file: `src/content/blog/${id}.mdx`,
  author: 'mira',
  related: [],
  draft: false,
  featured: false,
  body: '## A section\n\nText.',
  ...overrides,
});

const blog = [
  entry('alpha', { related: ['beta', 'gamma'] }),
  entry('beta', { related: ['alpha', 'gamma'] }),
  entry('gamma', { related: ['alpha', 'beta'] }),
];
const authorIds = ['mira', 'georgi'];

describe('a blog without mistakes', () => {
  it('has no problems', () => {
    expect(blogProblems({ files: blog, posts: blog, authorIds })).toEqual([]);
  });
});

describe('featuredProblems', () => {
  it('allows one featured post, and a featured draft beside it', () => {
    expect(featuredProblems([entry('alpha', { featured: true }), entry('beta', { featured: true, draft: true }), entry('gamma')])).toEqual(
      [],
    );
  });

  it('names every published featured post when there are two or more', () => {
    const problems = featuredProblems([entry('alpha', { featured: true }), entry('beta', { featured: true })]);
    expect(problems.map(({ file, field }) => [file, field])).toEqual([
      ['src/content/blog/alpha.mdx', 'featured'],
      ['src/content/blog/beta.mdx', 'featured'],
    ]);
    expect(problems[0]!.message).toBe(
      'alpha.mdx, beta.mdx are all featured, and /blog shows one; keep featured: true on one of them and remove it from the others',
    );
  });
});

describe('duplicatePostProblems', () => {
  it('reports two files that would publish at one address, once', () => {
    const files = [{ id: 'alpha', file: 'src/content/blog/alpha.md' }, ...blog];
    expect(duplicatePostProblems(files)).toEqual([
      {
        file: 'src/content/blog/alpha.md',
        field: 'file name',
        message: 'alpha.md and alpha.mdx would both publish at /blog/alpha; rename or delete one of them',
      },
    ]);
  });

  it('says "all but one" when three share an id', () => {
    const files = ['md', 'mdx', 'markdown'].map((extension) => ({ id: 'alpha', file: `src/content/blog/alpha.${extension}` }));
    expect(duplicatePostProblems(files)[0]!.message).toBe(
      'alpha.markdown, alpha.md, alpha.mdx would all publish at /blog/alpha; rename or delete all but one of them',
    );
  });
});

describe('fileNameProblems', () => {
  it('asks for a file name that is already a slug, and suggests it', () => {
    expect(fileNameProblems([{ id: 'Voice AI', file: 'src/content/blog/Voice AI.mdx' }])).toEqual([
      {
        file: 'src/content/blog/Voice AI.mdx',
        field: 'file name',
        message:
          '"Voice AI.mdx" is the post\'s address, so it may hold only lower-case letters, digits and hyphens; rename it to voice-ai.mdx',
      },
    ]);
    expect(fileNameProblems(blog)).toEqual([]);
  });
});

describe('authorProblems', () => {
  it('names the unknown author and the ones to choose from', () => {
    expect(authorProblems([entry('alpha', { author: 'jane' })], authorIds)).toEqual([
      {
        file: 'src/content/blog/alpha.mdx',
        field: 'author',
        message: '"jane" is not in src/content/authors.json; use one of: mira, georgi (or add the author to that file first)',
      },
    ]);
  });
});

describe('relatedProblems', () => {
  it('refuses a post that is not in the blog', () => {
    expect(relatedProblems([...blog.slice(1), entry('alpha', { related: ['beta', 'nowhere'] })])).toEqual([
      {
        file: 'src/content/blog/alpha.mdx',
        field: 'related',
        message: '"nowhere" is not a post; use the file name, without .md or .mdx, of another post in src/content/blog',
      },
    ]);
  });

  it('refuses the post itself', () => {
    expect(relatedProblems([...blog.slice(1), entry('alpha', { related: ['alpha', 'beta'] })])).toEqual([
      { file: 'src/content/blog/alpha.mdx', field: 'related', message: 'lists the post itself ("alpha"); list two other posts' },
    ]);
  });

  it('says once that a post lists itself, however often it does', () => {
    expect(relatedProblems([...blog.slice(1), entry('alpha', { related: ['alpha', 'alpha'] })])).toEqual([
      { file: 'src/content/blog/alpha.mdx', field: 'related', message: 'lists the post itself ("alpha"); list two other posts' },
    ]);
  });

  it('refuses the same post twice', () => {
    expect(relatedProblems([...blog.slice(1), entry('alpha', { related: ['beta', 'beta'] })])).toEqual([
      { file: 'src/content/blog/alpha.mdx', field: 'related', message: 'lists "beta" twice; list two different posts' },
    ]);
  });

  it('accepts a draft as a related post: the link goes to Coming Soon until it is published', () => {
    expect(relatedProblems([...blog.slice(0, 2), entry('gamma', { draft: true, related: ['alpha', 'beta'] })])).toEqual([]);
  });
});

describe('bodyPlaceholderProblems', () => {
  const unfinished = `## First section\n\n${PLACEHOLDERS.body}\n`;

  it('refuses to publish new-post’s body text', () => {
    expect(bodyPlaceholderProblems([entry('alpha', { body: unfinished })])).toEqual([
      {
        file: 'src/content/blog/alpha.mdx',
        field: 'body',
        message: `still has new-post's placeholder "${PLACEHOLDERS.body}"; write the article, delete the body to list the post as Coming Soon, or set draft: true`,
      },
    ]);
  });

  it('lets a draft keep it, and a post with no body be Coming Soon', () => {
    expect(
      bodyPlaceholderProblems([
        entry('alpha', { body: unfinished, draft: true }),
        entry('beta', { body: '' }),
        entry('gamma', { body: undefined }),
      ]),
    ).toEqual([]);
  });
});

describe('describeProblems', () => {
  it('puts every problem on its own line as file → field: message', () => {
    const problems = blogProblems({
      files: blog,
      posts: [entry('alpha', { author: 'jane', related: ['alpha', 'beta'] }), ...blog.slice(1)],
      authorIds,
    });
    expect(describeProblems(problems)).toBe(
      [
        'The blog has 2 mistakes to fix before it can be built:',
        '  src/content/blog/alpha.mdx → author: "jane" is not in src/content/authors.json; use one of: mira, georgi (or add the author to that file first)',
        '  src/content/blog/alpha.mdx → related: lists the post itself ("alpha"); list two other posts',
      ].join('\n'),
    );
  });
});

describe('componentInMarkdownProblems', () => {
  const markdown = (body: string) => entry('alpha', { file: 'src/content/blog/alpha.md', body });

  it('asks for .mdx when a Markdown post uses a component', () => {
    expect(componentInMarkdownProblems([markdown('Text.\n\n<Callout type="tip">\nA tip.\n</Callout>')])).toEqual([
      {
        file: 'src/content/blog/alpha.md',
        field: 'body',
        message: 'uses <Callout>, which only an .mdx post can; rename the file to alpha.mdx',
      },
    ]);
  });

  it('allows components in .mdx, and their tags shown as code in .md', () => {
    expect(componentInMarkdownProblems([entry('alpha', { body: '<KeyFigures items={[]} />' })])).toEqual([]);
    expect(
      componentInMarkdownProblems([markdown('Write `<Figure src="x.png" />`.\n\n```mdx\n<Callout type="note">Hi</Callout>\n```\n')]),
    ).toEqual([]);
  });
});

describe('translationProblems', () => {
  const translation = (name: string, overrides: Partial<PostEntry> = {}) =>
    entry(name, { lang: 'bg', file: `src/content/blog/bg/${name}.md`, ...overrides });

  it('accepts a translation of an existing English post, and a post written in Bulgarian only', () => {
    const posts = [...blog, translation('alpha', { translationOf: 'alpha' }), translation('glasov-ai')];
    expect(blogProblems({ files: posts, posts, authorIds })).toEqual([]);
  });

  it('refuses a translation of a post that does not exist, saying what to write', () => {
    expect(translationProblems([...blog, translation('delta', { translationOf: 'delta' })])).toEqual([
      {
        file: 'src/content/blog/bg/delta.md',
        field: 'translationOf',
        message:
          '"delta" is not an English post; write the file name, without .md or .mdx, of the post in src/content/blog that this translates',
      },
    ]);
  });

  it('refuses two translations of one post', () => {
    const problems = translationProblems([
      ...blog,
      translation('alpha', { translationOf: 'alpha' }),
      translation('alfa', { translationOf: 'alpha' }),
    ]);
    expect(problems.map(({ file, field }) => [file, field])).toEqual([
      ['src/content/blog/bg/alfa.md', 'translationOf'],
      ['src/content/blog/bg/alpha.md', 'translationOf'],
    ]);
    expect(problems[0]!.message).toBe(
      'alfa.md and alpha.md all translate alpha, and /bg/blog/alpha shows one; delete all but one, or correct translationOf',
    );
  });

  it('refuses a Bulgarian post at an English post’s address that does not say it translates it', () => {
    expect(translationProblems([...blog, translation('alpha')])).toEqual([
      expect.objectContaining({
        file: 'src/content/blog/bg/alpha.md',
        field: 'translationOf',
        message: expect.stringMatching(/^is missing/),
      }),
    ]);
  });

  it('refuses translationOf on an English post, and featured or related on a Bulgarian one', () => {
    const problems = translationProblems([
      entry('alpha', { translationOf: 'beta' }),
      entry('beta'),
      translation('beta', { translationOf: 'beta', featured: true, related: ['alpha', 'beta'] }),
    ]);
    expect(problems.map(({ file, field }) => `${file} → ${field}`)).toEqual([
      'src/content/blog/alpha.mdx → translationOf',
      'src/content/blog/bg/beta.md → featured',
      'src/content/blog/bg/beta.md → related',
    ]);
  });

  it('checks a Bulgarian post’s file name and duplicates apart from the English ones, and reports a duplicate once', () => {
    const files = [
      { id: 'alpha', file: 'src/content/blog/alpha.md' },
      { id: 'alpha', file: 'src/content/blog/bg/alpha.md', lang: 'bg' as const },
      { id: 'alpha', file: 'src/content/blog/bg/alpha.mdx', lang: 'bg' as const },
    ];
    expect(duplicatePostProblems(files)).toEqual([
      expect.objectContaining({ message: 'alpha.md and alpha.mdx would both publish at /bg/blog/alpha; rename or delete one of them' }),
    ]);
    const bulgarianOnly = [translation('delta'), translation('delta', { file: 'src/content/blog/bg/delta.mdx' })];
    const posts = [...blog, ...bulgarianOnly];
    expect(blogProblems({ files: posts, posts, authorIds }).map(({ file, field }) => `${file} → ${field}`)).toEqual([
      'src/content/blog/bg/delta.md → file name',
    ]);
  });
});

describe('postLinkProblems', () => {
  const posts = [...blog, entry('alpha', { lang: 'bg', file: 'src/content/blog/bg/alpha.md', translationOf: 'alpha' })];
  const linking = (body: string) => [
    ...posts,
    entry('beta', { lang: 'bg', file: 'src/content/blog/bg/beta.md', translationOf: 'beta', body }),
  ];

  it('accepts links to posts in the language linked to, and to other pages', () => {
    expect(postLinkProblems(linking('[a](/bg/blog/alpha), [b](/blog/gamma#x), [c](/bg/contact), [d](/blog/coming-soon?title=x)'))).toEqual(
      [],
    );
  });

  it('sends a link to a post not translated yet to the English article', () => {
    expect(postLinkProblems(linking('Read [this](/bg/blog/gamma).'))).toEqual([
      {
        file: 'src/content/blog/bg/beta.md',
        field: 'body',
        message: 'links to /bg/blog/gamma, which is not translated yet; link to /blog/gamma (the English article) until it is',
      },
    ]);
  });

  it('finds an English post at its own address, even when it wrongly names a post it translates', () => {
    const stray = [entry('alpha', { translationOf: 'beta' }), entry('beta', { body: '[a](/blog/alpha)' })];
    expect(postLinkProblems(stray)).toEqual([]);
  });

  it('refuses a link to a post that does not exist', () => {
    expect(postLinkProblems([entry('alpha', { body: 'See <a href="/blog/nowhere">this</a>.' })])).toEqual([
      expect.objectContaining({ field: 'body', message: expect.stringMatching(/^links to \/blog\/nowhere, which is not a post/) }),
    ]);
  });
});

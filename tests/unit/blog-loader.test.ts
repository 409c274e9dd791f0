import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { blogProblemsOnDisk, forgetStalePosts } from '../../src/collections/blog-loader';
import { tempDir } from './temp-dir';

describe('the blog loader', () => {
  it('forgets a stored post whose file is gone (renamed from .mdx to .md), stored without its body facts, or stored with its HTML apart', () => {
    const root = tempDir('blog-loader');
    mkdirSync(join(root, 'src/content/blog'), { recursive: true });
    writeFileSync(join(root, 'src/content/blog/kept.md'), '');
    writeFileSync(join(root, 'src/content/blog/renamed.md'), '');
    writeFileSync(join(root, 'src/content/blog/stored-with-body.md'), '');
    writeFileSync(join(root, 'src/content/blog/html-apart.md'), '');
    const facts = { written: true, readingMinutes: 3 };
    const stored = new Map([
      ['kept', { id: 'kept', filePath: 'src/content/blog/kept.md', data: facts }],
      ['renamed', { id: 'renamed', filePath: 'src/content/blog/renamed.mdx', data: facts }],
      ['stored-with-body', { id: 'stored-with-body', filePath: 'src/content/blog/stored-with-body.md', data: {}, body: 'Text' }],
      // What builds before this loader kept HTML in the store left: a page would show an empty article.
      [
        'html-apart',
        {
          id: 'html-apart',
          filePath: 'src/content/blog/html-apart.md',
          data: facts,
          rendered: { html: '', metadata: { htmlFile: '/x.html' } },
        },
      ],
    ]);
    const store = { values: () => [...stored.values()], delete: (id: string) => void stored.delete(id) };
    forgetStalePosts(store as unknown as Parameters<typeof forgetStalePosts>[0], pathToFileURL(`${root}/`));
    expect([...stored.keys()]).toEqual(['kept']);
  });

  it('checks the rules across posts against the files on disk, naming each file as the editor sees it', () => {
    const root = tempDir('blog-loader');
    mkdirSync(join(root, 'src/content/blog'), { recursive: true });
    writeFileSync(join(root, 'src/content/authors.json'), JSON.stringify([{ id: 'mila' }]));
    const post = (name: string, frontMatter: string) =>
      writeFileSync(join(root, 'src/content/blog', name), `---\ntitle: T\n${frontMatter}\n---\nBody text.\n`);
    post('twice.md', 'author: mila');
    post('twice.mdx', 'author: mila');
    post('stranger.md', 'author: nobody\nrelated: [twice, gone]');
    expect(blogProblemsOnDisk(root)).toEqual([
      expect.objectContaining({ file: 'src/content/blog/twice.md', field: 'file name' }),
      expect.objectContaining({ file: 'src/content/blog/stranger.md', field: 'author' }),
      expect.objectContaining({ file: 'src/content/blog/stranger.md', field: 'related', message: expect.stringContaining('"gone"') }),
    ]);
  });

  it('reads the translations in the language folders: each must name an existing English post, once', () => {
    const root = tempDir('blog-loader');
    mkdirSync(join(root, 'src/content/blog/bg'), { recursive: true });
    writeFileSync(join(root, 'src/content/authors.json'), JSON.stringify([{ id: 'mila' }]));
    const post = (name: string, frontMatter: string) =>
      writeFileSync(join(root, 'src/content/blog', name), `---\ntitle: T\nauthor: mila\n${frontMatter}\n---\nBody text.\n`);
    post('original.md', '');
    post('bg/original.md', 'translationOf: original');
    post('bg/second-try.md', 'translationOf: original');
    post('bg/lost.md', 'translationOf: no-such-post');
    expect(blogProblemsOnDisk(root)).toEqual([
      expect.objectContaining({
        file: 'src/content/blog/bg/lost.md',
        field: 'translationOf',
        message: expect.stringContaining('"no-such-post" is not an English post'),
      }),
      expect.objectContaining({
        file: 'src/content/blog/bg/original.md',
        field: 'translationOf',
        message: expect.stringContaining('all translate original'),
      }),
      expect.objectContaining({
        file: 'src/content/blog/bg/second-try.md',
        field: 'translationOf',
        message: expect.stringContaining('all translate original'),
      }),
    ]);
  });
});

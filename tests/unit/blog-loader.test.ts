import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forgetStalePosts } from '../../src/collections/blog-loader';
import { postHtml, removeUnusedHtml, storeHtmlApart } from '../../src/lib/blog/post-html';

describe('the blog loader', () => {
  it('forgets a stored post whose file is gone (renamed from .mdx to .md) or that was stored without its body facts', () => {
    const root = mkdtempSync(join(tmpdir(), 'blog-loader-'));
    mkdirSync(join(root, 'src/content/blog'), { recursive: true });
    writeFileSync(join(root, 'src/content/blog/kept.md'), '');
    writeFileSync(join(root, 'src/content/blog/renamed.md'), '');
    writeFileSync(join(root, 'src/content/blog/stored-with-body.md'), '');
    const facts = { written: true, readingMinutes: 3 };
    const stored = new Map([
      ['kept', { id: 'kept', filePath: 'src/content/blog/kept.md', data: facts }],
      ['renamed', { id: 'renamed', filePath: 'src/content/blog/renamed.mdx', data: facts }],
      ['stored-with-body', { id: 'stored-with-body', filePath: 'src/content/blog/stored-with-body.md', data: {}, body: 'Text' }],
    ]);
    const store = { values: () => [...stored.values()], delete: (id: string) => void stored.delete(id) };
    forgetStalePosts(store as unknown as Parameters<typeof forgetStalePosts>[0], pathToFileURL(`${root}/`));
    expect([...stored.keys()]).toEqual(['kept']);
  });

  it("keeps a rendered post's HTML in its own file, which the post's page reads and which goes when no post names it", () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'blog-html-')), 'blog-html');
    const rendered = { html: '<h2 id="a">A</h2>', metadata: { headings: [{ depth: 2, slug: 'a', text: 'A' }] } };
    const stored = storeHtmlApart(rendered, 'digest-1', dir);
    expect(stored.html).toBe('');
    expect(stored.metadata?.headings).toEqual(rendered.metadata.headings);
    expect(postHtml(stored)).toBe(rendered.html);

    const edited = storeHtmlApart({ html: '<p>Edited</p>' }, 'digest-2', dir);
    removeUnusedHtml(dir, [edited, undefined]);
    expect(readdirSync(dir)).toEqual(['digest-2.html']);
    expect(postHtml(edited)).toBe('<p>Edited</p>');
  });

  it('forgets a post stored with its HTML in the store, or whose HTML file is gone, so that it is rendered again', () => {
    const root = mkdtempSync(join(tmpdir(), 'blog-loader-'));
    mkdirSync(join(root, 'src/content/blog'), { recursive: true });
    const facts = { written: true, readingMinutes: 3 };
    const post = (id: string, rendered: unknown) => {
      writeFileSync(join(root, `src/content/blog/${id}.md`), '');
      return [id, { id, filePath: `src/content/blog/${id}.md`, data: facts, rendered }] as const;
    };
    const dir = join(root, 'blog-html');
    const lost = storeHtmlApart({ html: '<p>Lost</p>' }, 'lost', dir);
    rmSync(join(dir, 'lost.html'));
    const stored = new Map([
      post('apart', storeHtmlApart({ html: '<p>Apart</p>' }, 'apart', dir)),
      post('in-store', { html: '<p>In the store</p>' }),
      post('lost', lost),
      post('mdx', undefined),
    ]);
    const store = { values: () => [...stored.values()], delete: (id: string) => void stored.delete(id) };
    forgetStalePosts(store as unknown as Parameters<typeof forgetStalePosts>[0], pathToFileURL(`${root}/`));
    expect([...stored.keys()]).toEqual(['apart', 'mdx']);
  });
});

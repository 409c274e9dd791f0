import { describe, expect, it } from 'vitest';
import { blogEdition, type BlogContent } from '../../src/lib/blog/edition';

const post = { id: 'first-post', data: { title: 'First post', date: new Date('2026-01-05') }, rendered: { html: '<p>Hello</p>' } };
const author = { id: 'hana-lowe', data: { name: 'Hana Lowe' } };
const content: BlogContent = { stored: [post, author], visible: ['first-post'] };

describe('the blog edition, the key of its pages in an incremental build', () => {
  it('stays the same while nothing a page shows has changed', () => {
    expect(blogEdition(structuredClone(content), 'v24.0.0')).toBe(blogEdition(content, 'v24.0.0'));
  });

  it('changes with a post, its rendered text or an author', () => {
    const key = blogEdition(content, 'v24.0.0');
    const edited = (change: object) => blogEdition({ ...content, stored: [{ ...post, ...change }, author] }, 'v24.0.0');
    expect(edited({ data: { ...post.data, title: 'First post, revised' } })).not.toBe(key);
    expect(edited({ rendered: { html: '<p>Hello again</p>' } })).not.toBe(key);
    expect(blogEdition({ ...content, stored: [post, { ...author, data: { name: 'Hana Lowe-Ivanova' } }] }, 'v24.0.0')).not.toBe(key);
  });

  it('changes when a scheduled post becomes visible, with no file edited', () => {
    const scheduled = { id: 'next-post', data: { title: 'Next post', date: new Date('2026-12-01') } };
    const before = { stored: [post, scheduled, author], visible: ['first-post'] };
    expect(blogEdition({ ...before, visible: ['next-post', 'first-post'] }, 'v24.0.0')).not.toBe(blogEdition(before, 'v24.0.0'));
  });

  it('changes with the Node release, whose Intl writes the dates', () => {
    expect(blogEdition(content, 'v24.1.0')).not.toBe(blogEdition(content, 'v24.0.0'));
  });
});

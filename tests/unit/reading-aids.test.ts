import { describe, expect, it } from 'vitest';
import { adjacentPosts, MIN_SECTIONS_FOR_CONTENTS, relatedPosts, tableOfContents } from '../../src/lib/blog/reading-aids';

const heading = (depth: number, text: string) => ({ depth, text, slug: text.toLowerCase().replaceAll(' ', '-') });
const post = (id: string, category = 'Technology') => ({ id, data: { category } });

describe('tableOfContents', () => {
  it(`lists sections and subsections once a post has ${MIN_SECTIONS_FOR_CONTENTS} sections`, () => {
    const headings = [heading(2, 'One'), heading(3, 'One a'), heading(4, 'Deep'), heading(2, 'Two'), heading(2, 'Three')];
    expect(tableOfContents(headings).map((entry) => entry.text)).toEqual(['One', 'One a', 'Two', 'Three']);
  });

  it('shows nothing for a shorter post', () => {
    expect(tableOfContents([heading(2, 'One'), heading(3, 'One a'), heading(2, 'Two')])).toEqual([]);
  });
});

describe('adjacentPosts', () => {
  const posts = [post('newest'), post('middle'), post('oldest')];

  it('gives the older and the newer neighbour', () => {
    expect(adjacentPosts(posts, 'middle')).toEqual({ older: posts[2], newer: posts[0] });
  });

  it('has no newer post for the newest and no older one for the oldest', () => {
    expect(adjacentPosts(posts, 'newest')).toEqual({ older: posts[1], newer: undefined });
    expect(adjacentPosts(posts, 'oldest')).toEqual({ older: undefined, newer: posts[1] });
  });

  it('has neither for a post not in the list, and answers from each list as it is', () => {
    expect(adjacentPosts(posts, 'draft')).toEqual({});
    const withoutMiddle = [posts[0]!, posts[2]!];
    expect(adjacentPosts(withoutMiddle, 'oldest')).toEqual({ older: undefined, newer: posts[0] });
    expect(adjacentPosts(posts, 'oldest')).toEqual({ older: undefined, newer: posts[1] });
  });
});

describe('relatedPosts', () => {
  const self = post('self', 'Business');
  const posts = [post('a', 'Business'), self, post('b', 'Technology'), post('c', 'Business'), post('d', 'Business')];

  it('keeps the editor’s choice', () => {
    expect(relatedPosts(self, [posts[2]!, posts[0]!], posts)).toEqual([posts[2], posts[0]]);
  });

  it('falls back to the newest others of the same category', () => {
    expect(relatedPosts(self, [], posts)).toEqual([posts[0], posts[3]]);
  });
});

import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, serializeJsonLd } from '../../src/lib/seo/structured-data';

describe('serializeJsonLd', () => {
  const hostile = 'Ends here </script><script>alert(1)</script> <!-- and & more \u2028';

  it('leaves nothing that could end the script element, open a comment or break a line', () => {
    const json = serializeJsonLd({ headline: hostile });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('<!--');
  });

  it('still reads back as the same data', () => {
    const data = blogPostingJsonLd({
      title: hostile,
      excerpt: 'Q&A <b>bold</b>',
      date: new Date('2025-01-09'),
      category: 'Case Studies',
      url: 'https://www.example.test/blog/a',
      publisher: { name: 'Brand' },
    });
    expect(JSON.parse(serializeJsonLd(data))).toEqual(JSON.parse(JSON.stringify(data)));
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    title: 'A post',
    excerpt: 'About something',
    date: new Date('2025-01-09T00:00:00Z'),
    category: 'Case Studies',
    url: 'https://www.example.test/blog/a',
    publisher: { name: 'Brand' },
  };

  it('gives the publication day as the modification day of a post never updated', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({ datePublished: '2025-01-09T00:00:00.000Z', dateModified: '2025-01-09T00:00:00.000Z' });
  });

  it('gives the updated day as dateModified', () => {
    expect(blogPostingJsonLd({ ...post, updated: new Date('2025-02-14T00:00:00Z') })).toMatchObject({
      datePublished: '2025-01-09T00:00:00.000Z',
      dateModified: '2025-02-14T00:00:00.000Z',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { assertSeoFits, breadcrumbs, publicPath } from '../../src/lib/seo/page-meta';

describe('publicPath', () => {
  it('drops the .html a build reports and keeps the home page as /', () => {
    expect(publicPath('/about.html')).toBe('/about');
    expect(publicPath('/blog/some-post.html')).toBe('/blog/some-post');
    expect(publicPath('/index.html')).toBe('/');
    expect(publicPath('/')).toBe('/');
    expect(publicPath('/about')).toBe('/about');
  });
});

describe('assertSeoFits', () => {
  const description = 'A description long enough to be useful in a search result, yes.';

  it('accepts a title and description within the limits', () => {
    expect(() => assertSeoFits({ path: '/a', title: 'About | Brand', description })).not.toThrow();
  });

  it('names the page and the field that does not fit', () => {
    expect(() => assertSeoFits({ path: '/a', title: 'x'.repeat(76), description })).toThrow('/a: title is 76 characters (max 75)');
    expect(() => assertSeoFits({ path: '/b', title: 'Ok', description: 'Too short' })).toThrow(/\/b: description is 9 characters/);
    expect(() => assertSeoFits({ path: '/c', title: 'Ok', description: 'y'.repeat(161) })).toThrow(/161 characters/);
  });
});

describe('breadcrumbs', () => {
  it('goes from home through each folder to the page', () => {
    const site = new URL('https://example.com');
    expect(breadcrumbs({ pathname: '/blog/some-post', lang: 'en', homeName: 'Home' }, 'Some Post', site, { '/blog': 'Blog' })).toEqual([
      { name: 'Home', url: 'https://example.com/' },
      { name: 'Blog', url: 'https://example.com/blog' },
      { name: 'Some Post', url: 'https://example.com/blog/some-post' },
    ]);
  });

  it('stays in the page language, naming folders by their English address', () => {
    const site = new URL('https://example.com');
    const crumbs = breadcrumbs({ pathname: '/bg/blog/some-post', lang: 'bg', homeName: 'Начало' }, 'Статия', site, { '/blog': 'Блог' });
    expect(crumbs).toEqual([
      { name: 'Начало', url: 'https://example.com/bg' },
      { name: 'Блог', url: 'https://example.com/bg/blog' },
      { name: 'Статия', url: 'https://example.com/bg/blog/some-post' },
    ]);
  });
});

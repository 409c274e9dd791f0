import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';
import { entryId, langOf, langOfEntry, langOfPath, pathIn } from '../../src/i18n/languages';
import { inEveryLanguage, localizedHref } from '../../src/i18n/routes';

describe('addresses in each language', () => {
  it('keeps English addresses and puts Bulgarian ones under /bg, with the English slugs', () => {
    expect(pathIn('bg', '/')).toBe('/bg');
    expect(pathIn('bg', '/about')).toBe('/bg/about');
    expect(pathIn('en', '/bg/about')).toBe('/about');
    expect(pathIn('en', '/bg')).toBe('/');
    expect(pathIn('bg', '/bg/blog/some-post')).toBe('/bg/blog/some-post');
  });

  it('stores a translation under its language folder, and reads the language back from the id', () => {
    expect(entryId('en', 'careers')).toBe('careers');
    expect(entryId('bg', 'careers')).toBe('bg/careers');
    expect(langOfEntry('bg/careers')).toBe('bg');
    expect(langOfEntry('careers')).toBe('en');
  });

  it('reads the language from the address, and from what Astro reports', () => {
    expect(langOfPath('/bg/about')).toBe('bg');
    expect(langOfPath('/bg')).toBe('bg');
    expect(langOfPath('/blog/bg-market')).toBe('en');
    expect(langOfPath('/bgabout')).toBe('en');
    expect(langOf('bg')).toBe('bg');
    expect(langOf(undefined)).toBe('en');
  });

  it('links a Bulgarian page to Bulgarian pages that exist, keeping anchors, and leaves other links alone', () => {
    expect(inEveryLanguage('/about')).toBe(true);
    expect(localizedHref('bg', '/about#team')).toBe('/bg/about#team');
    expect(localizedHref('bg', '/bg/about')).toBe('/bg/about');
    expect(localizedHref('en', '/about')).toBe('/about');
    expect(localizedHref('bg', 'https://example.com/about')).toBe('https://example.com/about');
    expect(localizedHref('bg', 'mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(localizedHref('bg', '/og/about.png')).toBe('/og/about.png');
  });

  it('leaves a link to a post in English: a post exists only in the languages it is written in', () => {
    expect(localizedHref('bg', '/blog')).toBe('/bg/blog');
    expect(localizedHref('bg', '/blog/category/technology')).toBe('/bg/blog/category/technology');
    expect(localizedHref('bg', '/blog/some-post')).toBe('/blog/some-post');
  });
});

describe('the dictionaries', () => {
  it('fills slots and leaves unknown ones visible', () => {
    expect(fill('{count} results for “{query}”', { count: 3, query: 'api' })).toBe('3 results for “api”');
    expect(fill('Hello, {name}', {})).toBe('Hello, {name}');
  });

  it('give every figure the same digits in Bulgarian as in English: a claim is changed in one place', () => {
    const digits = (text: string) => text.replace(/\D/g, '');
    for (const [name, english] of Object.entries(en.figures)) {
      expect(digits(bg.figures[name as keyof typeof en.figures]), name).toBe(digits(english));
    }
  });
});

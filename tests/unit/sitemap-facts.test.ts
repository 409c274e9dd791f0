import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { listingPath } from '../../src/lib/blog/listing';
import { UNLISTED_PAGES } from '../../src/lib/seo/fixed-pages';
import { pathIn } from '../../src/i18n/languages';
import { sitemapFacts } from '../../src/lib/seo/sitemap';
import { tempDir } from './temp-dir';

const [onlyFeatured, listed, onlyInEnglish] = BLOG_CATEGORIES as unknown as [string, string, string];

/** A posts folder of its own, one file per post. */
function postsDir(posts: Record<string, string>): string {
  const dir = join(tempDir('sitemap-facts'), 'blog');
  mkdirSync(dir);
  mkdirSync(join(dir, 'bg'));
  for (const [name, text] of Object.entries(posts)) writeFileSync(join(dir, name), text);
  return dir;
}
const post = (frontMatter: string, body = 'Written.') => `---\ntitle: T\n${frontMatter}\n---\n${body}\n`;

describe('what the sitemap is told', () => {
  const dir = postsDir({
    'featured.md': post(`date: 2025-01-10\ncategory: ${onlyFeatured}\nfeatured: true`),
    'listed.md': post(`date: 2025-01-05\nupdated: 2025-02-01\ncategory: ${listed}`),
    'not-written.md': post(`date: 2025-01-06\ncategory: ${listed}`, ''),
    'scheduled.md': post(`date: 2099-01-01\ncategory: ${onlyFeatured}`),
  });
  const facts = sitemapFacts({ now: new Date('2025-06-01T12:00:00Z'), postsDir: dir });

  it('leaves out the fixed pages that are not indexed, posts not written yet, and categories with nothing listed', () => {
    for (const route of UNLISTED_PAGES) expect(facts.unlisted).toContain(route);
    for (const route of UNLISTED_PAGES) expect(facts.unlisted).toContain(pathIn('bg', route));
    expect(facts.unlisted).toContain('/blog/not-written');
    expect(facts.unlisted).not.toContain('/blog/listed');
    // Its only visible post is the featured one, which listings leave out; a scheduled post does not count.
    expect(facts.unlisted).toContain(listingPath(onlyFeatured));
    expect(facts.unlisted).not.toContain(listingPath(listed));
  });

  it('gives each written post its last change: updated, else its publication day', () => {
    expect(Object.fromEntries(facts.lastModified)).toEqual({ '/blog/featured': '2025-01-10', '/blog/listed': '2025-02-01' });
  });
});

describe('what the sitemap is told of the Bulgarian blog', () => {
  const dir = postsDir({
    'featured.md': post(`date: 2025-01-10\ncategory: ${onlyFeatured}\nfeatured: true`),
    'translated.md': post(`date: 2025-01-05\ncategory: ${listed}`),
    'english-only.md': post(`date: 2025-01-04\ncategory: ${onlyInEnglish}`),
    'bg/prevedena.md': post(`date: 2025-01-07\nupdated: 2025-03-01\ncategory: ${listed}\ntranslationOf: translated`),
    'bg/featured.md': post(`date: 2025-01-12\ncategory: ${onlyFeatured}\ntranslationOf: featured`, ''),
  });
  const facts = sitemapFacts({ now: new Date('2025-06-01T12:00:00Z'), postsDir: dir });

  it('gives a written translation its own last change, at the English slug under /bg', () => {
    expect(facts.lastModified.get('/bg/blog/translated')).toBe('2025-03-01');
    expect(facts.lastModified.get('/blog/translated')).toBe('2025-01-05');
    expect([...facts.lastModified.keys()].filter((route) => route.startsWith('/bg/'))).toEqual(['/bg/blog/translated']);
  });

  it('has no Bulgarian page for an English-only post, and leaves out a translation not written yet', () => {
    expect([...facts.lastModified.keys(), ...facts.unlisted]).not.toContain('/bg/blog/english-only');
    expect(facts.unlisted).toContain('/bg/blog/featured');
  });

  it('lists a Bulgarian category page with its posts, English-only ones included, as in English', () => {
    expect(facts.unlisted).not.toContain(listingPath(listed, 1, 'bg'));
    expect(facts.unlisted).not.toContain(listingPath(onlyInEnglish, 1, 'bg'));
    expect(facts.unlisted).toContain(listingPath(onlyFeatured, 1, 'bg'));
  });
});

import { describe, expect, it } from 'vitest';
import { ALL_POSTS, BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import {
  categorySlug,
  listingDataPath,
  listingFromPath,
  listingPath,
  listingSectionNames,
  pageWindow,
  paginate,
} from '../../src/lib/blog/listing';
import { listingMeta } from '../../src/lib/blog/listing-meta';
import { bg } from '../../src/i18n/bg';
import { LANGUAGES } from '../../src/i18n/languages';
import { slugify } from '../../src/lib/blog/slug';
import { SEO_LIMITS } from '../../src/lib/seo/page-meta';
import { site } from '../../src/site';

describe('listing addresses', () => {
  it('gives /blog, each category and their later pages an address of their own', () => {
    expect(listingPath(ALL_POSTS)).toBe('/blog');
    expect(listingPath(ALL_POSTS, 2)).toBe('/blog/page/2');
    expect(listingPath('Case Studies')).toBe('/blog/category/case-studies');
    expect(listingPath('Case Studies', 3)).toBe('/blog/category/case-studies/page/3');
  });

  it('gives the Bulgarian listings the same addresses under /bg, with the English category slugs', () => {
    expect(listingPath(ALL_POSTS, 1, 'bg')).toBe('/bg/blog');
    expect(listingPath(ALL_POSTS, 2, 'bg')).toBe('/bg/blog/page/2');
    expect(listingPath('Case Studies', 3, 'bg')).toBe('/bg/blog/category/case-studies/page/3');
    expect(listingDataPath('Case Studies', 'bg')).toBe('/bg/blog/cards/case-studies.json');
    expect(listingDataPath(ALL_POSTS)).toBe('/blog/cards/all.json');
    for (const category of [ALL_POSTS, ...BLOG_CATEGORIES]) {
      for (const page of [1, 7]) expect(listingFromPath(listingPath(category, page, 'bg'))).toEqual({ category, page });
    }
  });

  it('reads every listing address back, and nothing else', () => {
    for (const category of [ALL_POSTS, ...BLOG_CATEGORIES]) {
      for (const page of [1, 2, 40]) expect(listingFromPath(listingPath(category, page))).toEqual({ category, page });
    }
    expect(listingFromPath('/blog/category/no-such-category')).toBeNull();
    expect(listingFromPath('/blog/some-post')).toBeNull();
  });

  it('makes each category slug from its name, as slugify would, distinct for every category', () => {
    expect(categorySlug('Industry Insights')).toBe('industry-insights');
    for (const category of BLOG_CATEGORIES) expect(categorySlug(category)).toBe(slugify(category));
    expect(new Set(BLOG_CATEGORIES.map(categorySlug)).size).toBe(BLOG_CATEGORIES.length);
  });

  it('names category folders in breadcrumbs and leaves out the folders that are not pages', () => {
    const names = listingSectionNames();
    expect(names['/blog/category/case-studies']).toBe('Case Studies');
    expect(names['/blog/category']).toBeNull();
    expect(names['/blog/page']).toBeNull();
    expect(names['/blog/category/case-studies/page']).toBeNull();
    expect(listingSectionNames(bg.blog.categories)['/blog/category/case-studies']).toBe(bg.blog.categories['Case Studies']);
  });
});

describe('paginate', () => {
  it('splits items into pages of the given size, the last one shorter', () => {
    const pages = paginate([1, 2, 3, 4, 5], 2);
    expect(pages.map((page) => page.items)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pages.map(({ page, lastPage, total }) => [page, lastPage, total])).toEqual([
      [1, 3, 5],
      [2, 3, 5],
      [3, 3, 5],
    ]);
  });

  it('keeps a first page for an empty list, so an empty category has a page that says so', () => {
    expect(paginate([], 12)).toEqual([{ items: [], page: 1, lastPage: 1, total: 0 }]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and two either side of the current page, with gaps between', () => {
    expect(pageWindow(1, 250)).toEqual([1, 2, 3, null, 250]);
    expect(pageWindow(100, 250)).toEqual([1, null, 98, 99, 100, 101, 102, null, 250]);
    expect(pageWindow(250, 250)).toEqual([1, null, 248, 249, 250]);
  });
});

describe('listingMeta', () => {
  it.each(LANGUAGES)('gives every listing page of every category a title and description of its own, within the limits (%s)', (lang) => {
    const seen = new Set<string>();
    for (const category of [ALL_POSTS, ...BLOG_CATEGORIES]) {
      for (const page of [1, 2, 250]) {
        const { title, description } = listingMeta(category, { page, lastPage: 250 }, lang);
        expect(seen.has(title), title).toBe(false);
        expect(seen.has(description), description).toBe(false);
        seen.add(title).add(description);
        expect(`${title} | ${site.name}`.length).toBeLessThanOrEqual(SEO_LIMITS.title);
        expect(description.length).toBeGreaterThanOrEqual(SEO_LIMITS.description.min);
        expect(description.length).toBeLessThanOrEqual(SEO_LIMITS.description.max);
      }
    }
  });

  it('names a category page after its category and a later page by its number', () => {
    expect(listingMeta('Case Studies', { page: 1, lastPage: 3 }, 'en').title).toBe('Case Studies articles');
    expect(listingMeta(ALL_POSTS, { page: 2, lastPage: 3 }, 'en').title).toBe('Blog, page 2');
    expect(listingMeta('Case Studies', { page: 2, lastPage: 3 }, 'en').description).toMatch(/^Page 2 of 3: /);
  });

  it('says it all in Bulgarian on a Bulgarian listing, the category by its Bulgarian name', () => {
    const meta = listingMeta('Case Studies', { page: 2, lastPage: 3 }, 'bg');
    expect(meta.title).toBe(`Блог: ${bg.blog.categories['Case Studies']}, страница 2`);
    expect(meta.heading).toBe(bg.blog.categories['Case Studies']);
    expect(meta.description).toMatch(/^Страница 2 от 3: /);
    expect(listingMeta(ALL_POSTS, { page: 1, lastPage: 1 }, 'bg').title).toBe('Блог');
  });
});

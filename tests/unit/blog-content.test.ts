// Rules every post must follow, checked against whatever posts exist, so editors can add, change
// or retire posts without touching a test. The spec's launch content is checked on demand by
// scripts/editor/launch-content.ts (`npm run check:launch`), tested below on made-up posts.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAUNCH_BLOG, launchDifferences } from '../../scripts/editor/launch-content';
import { blogProblemsOnDisk } from '../../src/collections/blog-loader';
import { readAllPostFiles, readPostFiles, type PostFile } from '../../src/lib/blog/files';

const posts = readPostFiles();
const slugs = new Set(posts.map((post) => post.slug));
const translations = readAllPostFiles().filter((post) => post.lang !== 'en');

describe('the blog', () => {
  it('features at most one published post', () => {
    expect(posts.filter((post) => post.data.featured && !post.data.draft).length).toBeLessThanOrEqual(1);
  });

  it.each(posts.map((post) => [post.slug, post] as const))(
    '%s relates to two other posts, if any, and has a local hero image with alt text',
    (slug, post) => {
      expect([0, 2]).toContain((post.data.related ?? []).length);
      for (const related of post.data.related ?? []) {
        expect(related).not.toBe(slug);
        expect(slugs.has(related), `${slug} → ${related}`).toBe(true);
      }
      expect(post.data.hero.alt.trim().length).toBeGreaterThan(4);
      expect(existsSync(resolve(dirname(post.file), post.data.hero.image))).toBe(true);
    },
  );
});

describe('the translations', () => {
  it('break none of the rules across posts, nor do the English posts (src/lib/blog/checks.ts)', () => {
    expect(blogProblemsOnDisk(process.cwd())).toEqual([]);
  });

  it.each(translations.map((post) => [post.file, post] as const))('%s has a local hero image with alt text', (_file, post) => {
    expect(post.data.hero.alt.trim().length).toBeGreaterThan(4);
    expect(existsSync(resolve(dirname(post.file), post.data.hero.image))).toBe(true);
  });
});

describe('the launch-content check', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
  const post = (slug: string, category: string, body: string, extra: Partial<PostFile['data']> = {}): PostFile => ({
    slug,
    file: `${slug}.mdx`,
    body,
    data: { title: slug, excerpt: '', author: 'a', date: '2025-01-01', category, hero: { image: '', alt: '' }, related: [], ...extra },
  });
  /** Posts exactly as the spec plans them. */
  function launchPosts(): PostFile[] {
    const caseStudies: Record<string, { date: string; minutes: number }> = LAUNCH_BLOG.caseStudies;
    const made: PostFile[] = [];
    const pool = [...LAUNCH_BLOG.written.filter((slug) => slug !== LAUNCH_BLOG.featured), ...LAUNCH_BLOG.comingSoon];
    for (const [category, count] of Object.entries(LAUNCH_BLOG.listedPerCategory)) {
      for (let index = 0; index < count; index++) {
        const slug = pool.shift() ?? `extra-${category}-${index}`;
        const written = (LAUNCH_BLOG.written as readonly string[]).includes(slug);
        const study = caseStudies[slug];
        made.push(post(slug, category, written ? words(study ? study.minutes * 200 : 900) : '', study ? { date: study.date } : {}));
      }
    }
    made.push(post(LAUNCH_BLOG.featured, 'Industry Insights', words(900), { featured: true }));
    return made;
  }

  it('accepts the planned launch content', () => {
    expect(launchDifferences(launchPosts())).toEqual([]);
  });

  it('names each way the posts have moved from the plan', () => {
    const moved = launchPosts();
    moved.find((entry) => entry.slug === LAUNCH_BLOG.comingSoon[0])!.body = 'Now written.';
    moved.find((entry) => entry.slug === 'ecommerce-success-case-study')!.body = words(1);
    moved.push(post('a-new-post', 'Technology', words(900)));
    expect(launchDifferences(moved)).toEqual([
      expect.stringMatching(/^posts per category .*"Technology":5/),
      'ecommerce-success-case-study: 1 words, fewer than 800',
      `${LAUNCH_BLOG.comingSoon[0]}: should be listed as Coming Soon (no body)`,
      expect.stringMatching(/^ecommerce-success-case-study date and reading time: expected .*"minutes":6.*"minutes":1/),
    ]);
  });
});

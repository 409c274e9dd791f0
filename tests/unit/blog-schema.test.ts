// The blog collection's schema as the build runs it, on a post built here: each rule an editor
// can break, and the message they read.
import { describe, expect, it } from 'vitest';
import { ALT_MIN, EXCERPT_MAX, EXCERPT_MIN, TITLE_MAX, TITLE_MIN } from '../../src/lib/blog/text-limits';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders';
import { blogSchema as schema } from './blog-schema';

const post = {
  title: 'Voice AI for Hotels',
  excerpt: 'What guests expect when a hotel answers the phone with AI, and how to meet it well.',
  author: 'someone',
  date: '2025-03-04',
  category: 'Technology',
  hero: { image: '../../assets/blog/a.svg', alt: 'A hotel reception desk' },
  related: ['one-post', 'another-post'],
};

/** "field: message" for each issue, as Astro prints them. */
async function issues(data: object): Promise<string[]> {
  const result = await schema.safeParseAsync(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

async function parsed(data: object): Promise<Record<string, unknown>> {
  return (await schema.parseAsync(data)) as Record<string, unknown>;
}

describe('the blog schema', () => {
  it('accepts a complete post and stores its day as midnight UTC', async () => {
    expect(await issues(post)).toEqual([]);
    expect((await parsed(post)).date).toEqual(new Date('2025-03-04T00:00:00Z'));
  });

  it('holds the title and excerpt to the limits, counting the characters for the editor', async () => {
    expect(await issues({ ...post, title: 'x'.repeat(TITLE_MAX) })).toEqual([]);
    expect(await issues({ ...post, title: 'x'.repeat(TITLE_MAX + 1) })).toEqual([
      `title: is ${TITLE_MAX + 1} characters; shorten it to at most ${TITLE_MAX}`,
    ]);
    expect(await issues({ ...post, title: 'x'.repeat(TITLE_MIN - 1) })).toEqual([
      `title: is ${TITLE_MIN - 1} characters; write at least ${TITLE_MIN}`,
    ]);
    expect(await issues({ ...post, excerpt: 'x'.repeat(EXCERPT_MIN) })).toEqual([]);
    expect(await issues({ ...post, excerpt: 'x'.repeat(EXCERPT_MAX + 1) })).toEqual([
      `excerpt: is ${EXCERPT_MAX + 1} characters; shorten it to at most ${EXCERPT_MAX}`,
    ]);
    expect(await issues({ ...post, excerpt: undefined })).toEqual([
      `excerpt: is missing; write one or two sentences of ${EXCERPT_MIN} to ${EXCERPT_MAX} characters`,
    ]);
  });

  it('accepts only a real day written YYYY-MM-DD, as text or as a whole-day Date', async () => {
    expect(await issues({ ...post, date: new Date('2025-03-04T00:00:00Z') })).toEqual([]);
    for (const date of [
      '2025-02-30',
      '04/03/2025',
      '2025-3-4',
      '2025-03-04T10:00:00Z',
      '2025-03-04 00:00',
      new Date('2025-03-04T10:00:00Z'),
      20250304,
      undefined,
    ]) {
      const found = await issues({ ...post, date });
      expect(found, String(date)).toHaveLength(1);
      expect(found[0], String(date)).toMatch(/^date: .*YYYY-MM-DD|^date: .*not a day in the calendar/);
    }
  });

  it('takes an optional updated day on or after the publication day', async () => {
    expect((await parsed(post)).updated).toBeUndefined();
    expect((await parsed({ ...post, updated: '2025-03-04' })).updated).toEqual(new Date('2025-03-04T00:00:00Z'));
    expect(await issues({ ...post, updated: '2025-03-03' })).toEqual([
      'updated: 2025-03-03 is before the publication date 2025-03-04; set it on or after that day, or remove it',
    ]);
    expect(await issues({ ...post, updated: '2025-02-29' })).toEqual([
      'updated: "2025-02-29" is not a day in the calendar; check the month (01-12) and the day of the month',
    ]);
  });

  it('asks for alt text that says what the image shows', async () => {
    expect(await issues({ ...post, hero: { image: post.hero.image } })).toEqual([
      'hero.alt: is missing; describe what the image shows, for readers who cannot see it',
    ]);
    for (const alt of ['', '   ', 'x'.repeat(ALT_MIN - 1)]) {
      expect(await issues({ ...post, hero: { ...post.hero, alt } }), alt).toEqual([
        `hero.alt: is empty or shorter than ${ALT_MIN} characters; describe what the image shows`,
      ]);
    }
  });

  it('refuses to publish new-post’s placeholders, and lets a draft keep them', async () => {
    const unfinished = { ...post, excerpt: PLACEHOLDERS.excerpt, hero: { ...post.hero, alt: PLACEHOLDERS.alt } };
    const leftover = 'still has the placeholder new-post wrote; replace it before publishing, or set draft: true';
    expect(await issues(unfinished)).toEqual([`excerpt: ${leftover}`, `hero.alt: ${leftover}`]);
    expect(await issues({ ...unfinished, draft: true })).toEqual([]);
  });

  it('names the categories when the category is not one of them', async () => {
    const [message] = await issues({ ...post, category: 'News' });
    expect(message).toMatch(/^category: must be one of: .*Technology/);
  });

  it('wants exactly two related posts, or none for the same category’s newest', async () => {
    expect(await issues({ ...post, related: ['one-post'] })).toEqual([
      'related: must list exactly two other posts, by file name without .md or .mdx, or be left out to show the newest of the same category',
    ]);
    const { related: _left, ...withoutRelated } = post;
    expect(await issues(withoutRelated)).toEqual([]);
  });

  it('takes the English post a translation translates, by file name, and says what to write otherwise', async () => {
    const { related: _left, ...translation } = post;
    expect(await parsed({ ...translation, translationOf: 'voice-ai-for-hotels' })).toMatchObject({ translationOf: 'voice-ai-for-hotels' });
    expect(await issues({ ...translation, translationOf: ' ' })).toEqual([
      'translationOf: is empty; write the file name, without .md or .mdx, of the English post this translates',
    ]);
    expect(await issues({ ...translation, translationOf: 42 })).toEqual([
      'translationOf: must be the file name, without .md or .mdx, of the English post this translates',
    ]);
  });
});

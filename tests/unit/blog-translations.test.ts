// A post and its translations, over a blog made up here: which language a post is in, its address,
// which posts each language's listings show and which is featured.
import { describe, expect, it } from 'vitest';
import { featuredIn, listedIn, postAddress, postsIn, postSlug, relatedPostHref } from '../../src/lib/blog/translations';
import { entryId, langOfEntry } from '../../src/i18n/languages';

const post = (id: string, date: string, data: { translationOf?: string; featured?: boolean } = {}) => ({
  id,
  data: { date: new Date(`${date}T00:00:00Z`), featured: false, ...data },
});

// Newest first, as the site reads them.
const blog = [
  post('bg/glasov-ai-v-hotelite', '2025-03-05'),
  post('english-only', '2025-03-04'),
  post('bg/voice-ai', '2025-03-03', { translationOf: 'voice-ai' }),
  post('voice-ai', '2025-03-01', { featured: true }),
  post('older', '2025-02-01'),
];

describe('a post in each language', () => {
  it('is in the language of its folder, English at the top', () => {
    expect(langOfEntry('voice-ai')).toBe('en');
    expect(langOfEntry('bg/voice-ai')).toBe('bg');
    expect(entryId('bg', 'voice-ai')).toBe('bg/voice-ai');
    expect(entryId('en', 'voice-ai')).toBe('voice-ai');
  });

  it('keeps the English slug in its address when it is a translation, whatever its file is called', () => {
    const translation = post('bg/glasov-ai', '2025-03-03', { translationOf: 'voice-ai' });
    expect(postSlug(translation)).toBe('voice-ai');
    expect(postAddress(translation)).toBe('/bg/blog/voice-ai');
    // A post written in Bulgarian only is at its own file name, an English one under /blog.
    expect(postAddress(blog[0]!)).toBe('/bg/blog/glasov-ai-v-hotelite');
    expect(postAddress(blog[1]!)).toBe('/blog/english-only');
  });

  it('has a page only in the languages it is written in: an English-only post has no Bulgarian page', () => {
    const bulgarianPages = postsIn('bg', blog).map(postAddress);
    expect(bulgarianPages).toEqual(['/bg/blog/glasov-ai-v-hotelite', '/bg/blog/voice-ai']);
    expect(bulgarianPages).not.toContain('/bg/blog/english-only');
    expect(postsIn('en', blog).map((entry) => entry.id)).toEqual(['english-only', 'voice-ai', 'older']);
  });
});

describe('a link to a related post', () => {
  const publishedEnglish = new Set(['voice-ai', 'older']);

  it('leads to the post’s own page in the language it is written in', () => {
    expect(relatedPostHref(post('older', '2025-02-01'), publishedEnglish)).toBe('/blog/older');
    expect(relatedPostHref(post('bg/glasov-ai', '2025-03-03', { translationOf: 'voice-ai' }), publishedEnglish)).toBe('/bg/blog/voice-ai');
  });

  it('leads to Coming Soon, with its title, for an English post not published yet', () => {
    expect(relatedPostHref(post('hotel-night-shifts', '2025-04-01'), publishedEnglish)).toBe(
      '/blog/coming-soon?title=hotel%20night%20shifts',
    );
  });
});

describe('the listings of each language', () => {
  it('list the Bulgarian posts in Bulgarian, and each English post not translated yet, newest first', () => {
    expect(listedIn('bg', blog).map((entry) => entry.id)).toEqual(['bg/glasov-ai-v-hotelite', 'english-only', 'bg/voice-ai', 'older']);
  });

  it('list only English posts in English', () => {
    expect(listedIn('en', blog).map((entry) => entry.id)).toEqual(['english-only', 'voice-ai', 'older']);
  });

  it('feature the English blog’s featured post, in Bulgarian once it is translated', () => {
    expect(featuredIn('en', blog)?.id).toBe('voice-ai');
    expect(featuredIn('bg', blog)?.id).toBe('bg/voice-ai');
    const untranslated = blog.filter((entry) => entry.id !== 'bg/voice-ai');
    expect(featuredIn('bg', untranslated)?.id).toBe('voice-ai');
  });
});

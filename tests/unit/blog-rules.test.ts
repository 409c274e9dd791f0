import { describe, expect, it } from 'vitest';
import { comingSoonTitle, formatPostDate, isVisible, isWritten, postHref, postPath } from '../../src/lib/blog/rules';
import { slugify } from '../../src/lib/blog/slug';

describe('isVisible', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it('hides drafts and future posts from production builds', () => {
    expect(isVisible({ draft: false, date: new Date('2025-06-01') }, { now, preview: false })).toBe(true);
    expect(isVisible({ draft: true, date: new Date('2025-01-01') }, { now, preview: false })).toBe(false);
    expect(isVisible({ draft: false, date: new Date('2025-06-02') }, { now, preview: false })).toBe(false);
  });

  it('shows everything in the dev preview', () => {
    expect(isVisible({ draft: true, date: new Date('2030-01-01') }, { now, preview: true })).toBe(true);
  });
});

describe('isWritten', () => {
  it('treats a missing or blank body as not written', () => {
    expect(isWritten(undefined)).toBe(false);
    expect(isWritten('\n  \n')).toBe(false);
    expect(isWritten('## Hello')).toBe(true);
  });
});

describe('postHref', () => {
  const known = new Set(['gdpr-compliance-ai-customer-service']);

  it('links a post the blog has to its page', () => {
    expect(postHref('gdpr-compliance-ai-customer-service', known)).toBe('/blog/gdpr-compliance-ai-customer-service');
  });

  it('sends any other slug to Coming Soon with its words as the title', () => {
    expect(postHref('voice-ai-for-hotels', known)).toBe('/blog/coming-soon?title=voice%20ai%20for%20hotels');
  });
});

describe('comingSoonTitle', () => {
  it('capitalises each word of the title parameter', () => {
    expect(comingSoonTitle('?title=voice%20ai%20for%20hotels')).toBe('Voice Ai For Hotels');
    expect(comingSoonTitle('?title=some-words  here')).toBe('Some-words Here');
  });

  it('defaults to Blog Post', () => {
    expect(comingSoonTitle('')).toBe('Blog Post');
    expect(comingSoonTitle('?title=%20')).toBe('Blog Post');
  });

  it('defaults to the title the page was built with in another language', () => {
    expect(comingSoonTitle('', 'Статия в блога')).toBe('Статия в блога');
  });
});

describe('a post in each language', () => {
  it('keeps its English slug under /bg', () => {
    expect(postPath('voice-ai-for-hotels')).toBe('/blog/voice-ai-for-hotels');
    expect(postPath('voice-ai-for-hotels', 'bg')).toBe('/bg/blog/voice-ai-for-hotels');
  });

  it('is dated as each language writes a day', () => {
    const day = new Date('2025-01-09T00:00:00Z');
    expect(formatPostDate(day)).toBe('Jan 9, 2025');
    expect(formatPostDate(day, 'bg')).toBe('9 януари 2025 г.');
  });
});

describe('slugify', () => {
  it('makes a URL-safe slug from a title', () => {
    expect(slugify('Why Voice Bots Fail — and How to Fix Them')).toBe('why-voice-bots-fail-and-how-to-fix-them');
    expect(slugify("What's New in Škoda's Café?")).toBe('whats-new-in-skodas-cafe');
  });

  it('spells Bulgarian with the official streamlined system', () => {
    expect(slugify('абвгдежзийклмнопрстуфхцчшщъьюя')).toBe('abvgdezhziyklmnoprstufhtschshshtayyuya');
    expect(slugify('АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЬЮЯ')).toBe('abvgdezhziyklmnoprstufhtschshshtayyuya');
    expect(slugify('Гласови асистенти за хотели')).toBe('glasovi-asistenti-za-hoteli');
    expect(slugify('Щастливи клиенти, юли')).toBe('shtastlivi-klienti-yuli');
  });

  it('writes "ия" at the end of a word as "ia", as the law says', () => {
    expect(slugify('AI в България и София')).toBe('ai-v-balgaria-i-sofia');
    expect(slugify('Ияна')).toBe('iyana');
  });

  it('drops accents from letters of any script, composed or not', () => {
    expect(slugify('Crème brûlée à Zürich')).toBe('creme-brulee-a-zurich');
    expect(slugify('Здравей'.normalize('NFD'))).toBe('zdravey');
    expect(slugify('Ѝ ёлха')).toBe('i-elha');
  });

  it('is empty when nothing in the title can be spelled in ASCII', () => {
    expect(slugify('!!! ???')).toBe('');
    expect(slugify('数据分析')).toBe('');
  });
});

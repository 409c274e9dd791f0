import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftPost, NewPostError } from '../../scripts/editor/draft-post';
import { readPostFile } from '../../src/lib/blog/files';
import { PLACEHOLDERS } from '../../src/lib/blog/placeholders';
import { blogSchema } from './blog-schema';
import { tempDir } from './temp-dir';

let dir: string;
let postsDir: string;
let authorsFile: string;

const existingPost = (date: string) => `---\ntitle: "A post"\ndate: ${date}\n---\n`;

beforeEach(() => {
  dir = tempDir('new-post');
  postsDir = join(dir, 'blog');
  authorsFile = join(dir, 'authors.json');
  mkdirSync(postsDir);
  writeFileSync(authorsFile, JSON.stringify([{ id: 'first-author' }, { id: 'second-author' }]));
  writeFileSync(join(postsDir, 'older.mdx'), existingPost('2025-01-01'));
  writeFileSync(join(postsDir, 'newest.mdx'), existingPost('2025-03-01'));
  writeFileSync(join(postsDir, 'newer.md'), existingPost('2025-02-01'));
});

/** A fixed clock for the script, so the date it writes is known: 10 May 2026 in Sofia. */
const NOW = new Date('2026-05-10T09:00:00Z');
const create = (title: string, now = NOW) => createDraftPost({ title, postsDir, authorsFile, now });
const translate = (title: string, translationOf: string, lang = 'bg') =>
  createDraftPost({ title, lang, translationOf, postsDir, authorsFile, now: NOW });

/** The front matter of the draft at `file`, once its body is checked to be the placeholder an editor replaces. */
function draftFields(file: string) {
  const { data, body } = readPostFile(file);
  expect(body).toContain(PLACEHOLDERS.body);
  return data;
}

describe('new-post', () => {
  it('writes a draft named after the title, with every field and the two newest posts as related', () => {
    const { file, slug } = create('Voice AI for Hotels: What Guests Expect');
    expect(slug).toBe('voice-ai-for-hotels-what-guests-expect');
    expect(file).toBe(join(postsDir, 'voice-ai-for-hotels-what-guests-expect.md'));
    expect(draftFields(file)).toMatchObject({
      title: 'Voice AI for Hotels: What Guests Expect',
      excerpt: PLACEHOLDERS.excerpt,
      author: 'first-author',
      date: '2026-05-10',
      hero: { alt: PLACEHOLDERS.alt },
      draft: true,
      related: ['newest', 'newer'],
    });
  });

  it('names a Bulgarian title in Latin letters', () => {
    expect(create('Гласови асистенти в хотелите на България').slug).toBe('glasovi-asistenti-v-hotelite-na-balgaria');
  });

  it('dates the post with the day in Sofia, not on the machine', () => {
    const { file } = create('Written late at night', new Date('2026-05-10T22:30:00Z'));
    expect(readPostFile(file).data.date).toBe('2026-05-11');
  });

  it('refuses a title with nothing to make a file name from, and writes nothing', () => {
    expect(() => create('!!! ???')).toThrow(
      new NewPostError(
        'Cannot make a file name from "!!! ???": the title needs at least one letter or digit (Latin or Bulgarian Cyrillic).',
      ),
    );
    expect(readdirSync(postsDir).sort()).toEqual(['newer.md', 'newest.mdx', 'older.mdx']);
  });

  it('refuses to overwrite a post, whatever its extension', () => {
    expect(() => create('Older')).toThrow(`${join(postsDir, 'older.mdx')} already exists: choose another title, or edit that post.`);
    expect(() => create('Newer')).toThrow(`${join(postsDir, 'newer.md')} already exists`);
    expect(readPostFile(join(postsDir, 'older.mdx')).data.title).toBe('A post');
  });

  it('writes a draft the build accepts, and refuses to publish until the placeholders are replaced', async () => {
    const { data } = readPostFile(create('Voice AI for Hotels').file);
    const withRelated = { ...data, related: ['newest', 'newer'] };
    expect((await blogSchema.safeParseAsync(withRelated)).success).toBe(true);
    const published = await blogSchema.safeParseAsync({ ...withRelated, draft: false });
    expect(published.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['excerpt', 'hero.alt']);
  });

  it('writes a translation into its language’s folder, at the English post’s name, with translationOf and the English post’s fields', () => {
    writeFileSync(
      join(postsDir, 'voice-ai.md'),
      '---\ntitle: "Voice AI"\nauthor: second-author\ndate: 2026-01-02\ncategory: Technology\nhero:\n  image: ../../assets/blog/voice.svg\n  alt: A phone\n---\nText.\n',
    );
    const { file, slug, lang } = translate('Гласов AI за хотели', 'voice-ai');
    expect([slug, lang]).toEqual(['voice-ai', 'bg']);
    expect(file).toBe(join(postsDir, 'bg', 'voice-ai.md'));
    expect(draftFields(file)).toEqual({
      title: 'Гласов AI за хотели',
      excerpt: PLACEHOLDERS.excerpt,
      author: 'second-author',
      date: '2026-05-10',
      category: 'Technology',
      hero: { image: '../../../assets/blog/voice.svg', alt: PLACEHOLDERS.alt },
      draft: true,
      translationOf: 'voice-ai',
    });
  });

  it('refuses to translate a post that does not exist, or one already translated, and writes nothing', () => {
    expect(() => translate('Заглавие на превода', 'no-such-post')).toThrow(
      new NewPostError(
        `"no-such-post" is not an English post: write the file name of a post in ${postsDir}, without .md or .mdx (as in its address, /blog/no-such-post).`,
      ),
    );
    expect(existsSync(join(postsDir, 'bg'))).toBe(false);
    translate('Първи превод', 'older');
    expect(() => translate('Втори превод', 'older')).toThrow('already exists: edit that file');
    expect(() => translate('Заглавие', 'older', 'xx')).toThrow('"xx" is not a language of the site');
    expect(() => createDraftPost({ title: 'Title', translationOf: 'older', postsDir, authorsFile })).toThrow(
      'A translation needs its language',
    );
  });

  it('writes a Bulgarian-only post under its own name, never at an English post’s address', () => {
    const { file } = createDraftPost({ title: 'Гласови асистенти', lang: 'bg', postsDir, authorsFile });
    expect(file).toBe(join(postsDir, 'bg', 'glasovi-asistenti.md'));
    expect(readPostFile(file).data).not.toHaveProperty('related');
    expect(readPostFile(file).data.hero.image).toBe('../../../assets/blog/default-hero.svg');
    expect(() => createDraftPost({ title: 'Older', lang: 'bg', postsDir, authorsFile })).toThrow('--translation-of older');
  });

  it('writes a translation the build accepts, and refuses to publish until the placeholders are replaced', async () => {
    const { data } = readPostFile(translate('Превод на по-стара статия', 'older').file);
    expect((await blogSchema.safeParseAsync(data)).success).toBe(true);
    const published = await blogSchema.safeParseAsync({ ...data, draft: false });
    expect(published.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['excerpt', 'hero.alt']);
  });
});

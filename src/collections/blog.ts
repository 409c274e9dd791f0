import { defineCollection, reference } from 'astro:content';
import { z } from 'astro/zod';
import { BLOG_CATEGORIES } from '@/lib/blog/categories';
import { dateToDay, dayToDate, readPostDay } from '@/lib/blog/dates';
import { ALT_MIN, EXCERPT_MAX, EXCERPT_MIN, TITLE_MAX, TITLE_MIN } from '@/lib/blog/text-limits';
import { hasPlaceholder, PLACEHOLDERS } from '@/lib/blog/placeholders';
import { AUTHORS_FILE } from '@/lib/blog/rules';
import { blogLoader } from './blog-loader';
import { translatedFile } from './translated-file';

// Messages here are read by editors: Astro prints them after the file and the field, so each
// says what is wrong and what to write instead.

const authors = defineCollection({
  loader: translatedFile(AUTHORS_FILE),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      role: z.string().describe('Job title shown under the name'),
      avatar: image().describe('Square image, relative to this file'),
    }),
});

/** A text of `min` to `max` characters, with the count in the message when it is not. */
const textOfLength = (min: number, max: number, what: string) =>
  z.string({ error: `is missing; write ${what} of ${min} to ${max} characters` }).superRefine((text, context) => {
    if (text.length > max) context.addIssue({ code: 'custom', message: `is ${text.length} characters; shorten it to at most ${max}` });
    if (text.length < min) context.addIssue({ code: 'custom', message: `is ${text.length} characters; write at least ${min}` });
  });

/** A calendar day written YYYY-MM-DD (see src/lib/blog/dates.ts), stored as midnight UTC. */
const postDay = z.unknown().transform((value, context) => {
  const { day, problem } = readPostDay(value);
  if (problem !== undefined) {
    context.issues.push({ code: 'custom', message: problem, input: value });
    return z.NEVER;
  }
  return dayToDate(day);
});

const TWO_RELATED =
  'must list exactly two other posts, by file name without .md or .mdx, or be left out to show the newest of the same category';

const blog = defineCollection({
  loader: blogLoader(),
  schema: ({ image }) =>
    z
      .object({
        title: textOfLength(TITLE_MIN, TITLE_MAX, 'a headline').describe(`Headline, ${TITLE_MIN} to ${TITLE_MAX} characters`),
        excerpt: textOfLength(EXCERPT_MIN, EXCERPT_MAX, 'one or two sentences').describe(
          `One or two sentences for cards, search results and feeds; ${EXCERPT_MIN} to ${EXCERPT_MAX} characters`,
        ),
        author: reference('authors').describe(`An id from ${AUTHORS_FILE}`),
        date: postDay.describe('Publication day, YYYY-MM-DD; a future day publishes on that day, Sofia time'),
        updated: postDay.optional().describe('Day of the last significant change, YYYY-MM-DD, on or after `date`'),
        category: z.enum(BLOG_CATEGORIES, { error: `must be one of: ${BLOG_CATEGORIES.join(', ')}` }),
        hero: z.object(
          {
            image: image().describe('A local image, relative to the post file'),
            alt: z
              .string({ error: 'is missing; describe what the image shows, for readers who cannot see it' })
              .trim()
              .min(ALT_MIN, { error: `is empty or shorter than ${ALT_MIN} characters; describe what the image shows` })
              .describe('What the image shows, for readers who cannot see it'),
          },
          { error: 'is missing; give the post an image and its alt text' },
        ),
        featured: z.boolean().default(false).describe('The one post shown large at the top of /blog'),
        draft: z.boolean().default(false).describe('Drafts show in `npm run dev` only'),
        related: z
          .array(reference('blog'), { error: TWO_RELATED })
          .length(2, { error: TWO_RELATED })
          .optional()
          .describe('Two other posts, by file name without extension; left out, the newest of the same category'),
        translationOf: z
          .string({ error: 'must be the file name, without .md or .mdx, of the English post this translates' })
          .trim()
          .min(1, { error: 'is empty; write the file name, without .md or .mdx, of the English post this translates' })
          .optional()
          .describe('In a language folder (bg/): the English post this translates, by file name; its address keeps that name'),
      })
      .superRefine((post, context) => {
        if (post.updated && post.updated < post.date) {
          context.addIssue({
            code: 'custom',
            path: ['updated'],
            message: `${dateToDay(post.updated)} is before the publication date ${dateToDay(post.date)}; set it on or after that day, or remove it`,
          });
        }
        if (post.draft) return;
        const leftover = 'still has the placeholder new-post wrote; replace it before publishing, or set draft: true';
        if (hasPlaceholder(post.excerpt, PLACEHOLDERS.excerpt)) context.addIssue({ code: 'custom', path: ['excerpt'], message: leftover });
        if (hasPlaceholder(post.hero.alt, PLACEHOLDERS.alt)) context.addIssue({ code: 'custom', path: ['hero', 'alt'], message: leftover });
      }),
});

export const blogCollections = { authors, blog };

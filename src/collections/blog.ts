import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { BLOG_CATEGORIES } from '../lib/blog/categories';
import { POSTS_DIR } from '../lib/blog/rules';
import { SEO_LIMITS } from '../lib/seo/page-meta';
import { site } from '../site';

// The page title adds " | <brand>" to the post's, and the excerpt is the page description.
export const TITLE_MAX = SEO_LIMITS.title - ` | ${site.name}`.length;
export const EXCERPT_MAX = SEO_LIMITS.description.max;

const authors = defineCollection({
  loader: file('src/content/authors.json'),
  schema: ({ image }) =>
    z.object({
      name: z.string(),
      role: z.string().describe('Job title shown under the name'),
      avatar: image().describe('Square image, relative to this file'),
    }),
});

const blog = defineCollection({
  loader: glob({ pattern: '*.{md,mdx}', base: POSTS_DIR }),
  schema: ({ image }) =>
    z.object({
      title: z.string().min(10).max(TITLE_MAX).describe(`Headline, at most ${TITLE_MAX} characters`),
      excerpt: z
        .string()
        .min(60)
        .max(EXCERPT_MAX)
        .describe(`One or two sentences for cards, search results and feeds; at most ${EXCERPT_MAX} characters`),
      author: reference('authors').describe('An id from src/content/authors.json'),
      date: z.coerce.date().describe('Publication date, YYYY-MM-DD; a future date publishes on that day'),
      category: z.enum(BLOG_CATEGORIES),
      hero: z.object({
        image: image().describe('A local image, relative to the post file'),
        alt: z.string().min(5).describe('What the image shows, for readers who cannot see it'),
      }),
      featured: z.boolean().default(false).describe('The one post shown large at the top of /blog'),
      draft: z.boolean().default(false).describe('Drafts show in `npm run dev` only'),
      related: z
        .array(reference('blog'))
        .length(2)
        .describe('Exactly two other posts, by file name without extension'),
    }),
});

export const blogCollections = { authors, blog };

import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { iconNames } from '@/components/ui/icons';

import { order } from './shared';
import { translatedFile } from './translated-file';

const testimonials = defineCollection({
  loader: translatedFile('src/content/testimonials.json'),
  schema: ({ image }) =>
    z.object({
      order,
      name: z.string().describe('Full name of the customer quoted'),
      position: z.string().describe('Their job title'),
      company: z.string(),
      rating: z.number().int().min(1).max(5),
      text: z.string().min(40).describe('The quote, without quotation marks'),
      avatar: image().describe('Path to a local avatar image, relative to this file'),
    }),
});

const features = defineCollection({
  loader: translatedFile('src/content/features.json'),
  schema: z.object({
    order,
    title: z.string(),
    description: z.string().describe('One or two sentences for the home page card'),
    href: z.string().startsWith('/').describe('The page the card links to'),
    icon: z.enum(iconNames),
  }),
});

const steps = defineCollection({
  loader: translatedFile('src/content/steps.json'),
  schema: z.object({
    order,
    title: z.string(),
    description: z.string(),
  }),
});

export const homeCollections = { testimonials, features, steps };

// Collections of this area's pages; see src/content.config.ts.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

import { order } from './shared';
import { translatedFile } from './translated-file';

/** Employment types a posting may have, as shown on the card. */
export const jobTypes = ['Full-time', 'Part-time', 'Contract'] as const;

/** One file per open role in src/content/jobs/: adding a role is adding a file. */
export const jobSchema = z
  .object({
    order,
    title: z.string().min(3).describe('Role title; the Apply Now link preselects it on /apply'),
    department: z.string().describe('Team the role belongs to, e.g. Engineering'),
    location: z.string().describe('As shown on the card, e.g. "Sofia" or "Sofia or remote"'),
    remoteRegion: z.string().optional().describe('Only for roles open to remote work: where a remote hire may live, e.g. "European Union"'),
    type: z.enum(jobTypes),
    posted: z.coerce.date().describe('Date the role was published (YYYY-MM-DD), for search engines'),
    description: z.string().min(120).describe('Two or three sentences on the role, shown on the card'),
    responsibilities: z.array(z.string()).min(3).describe('What the person will do'),
    requirements: z.array(z.string()).min(3).describe('What we are looking for'),
  })
  .refine((job) => /remote|дистанционно/i.test(job.location) === Boolean(job.remoteRegion), {
    message: 'A location that mentions remote work needs a remoteRegion, and only such a location may have one',
    path: ['remoteRegion'],
  });

const jobs = defineCollection({
  loader: glob({ pattern: '{*,bg/*}.json', base: 'src/content/jobs' }),
  schema: jobSchema,
});

export const integrationCategories = ['CRM', 'E-commerce', 'Communication', 'Support', 'Messaging'] as const;
export const integrationStatuses = ['Available', 'Beta', 'Coming Soon'] as const;

const integrations = defineCollection({
  loader: translatedFile('src/content/integrations.json'),
  schema: ({ image }) =>
    z.object({
      order,
      name: z.string(),
      category: z.enum(integrationCategories),
      description: z.string().min(60).describe('What the assistant can do through this integration'),
      status: z.enum(integrationStatuses),
      logo: image().describe('Path to a local SVG logo tile, relative to this file'),
    }),
});

/** Spec: a certification is Certified, Compliant or Ready; each has its own badge. */
export const certificationStatuses = ['Certified', 'Compliant', 'Ready'] as const;

const certifications = defineCollection({
  loader: translatedFile('src/content/certifications.json'),
  schema: z.object({
    order,
    name: z.string(),
    description: z.string().min(60).describe('What the standard covers and what it means for a customer'),
    status: z.enum(certificationStatuses),
  }),
});

export const productsCollections = { jobs, integrations, certifications };

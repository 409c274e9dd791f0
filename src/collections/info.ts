// Collections of the informational pages (/privacy, /terms, /help, /documentation, /status,
// /api); see src/content.config.ts.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { httpMethods } from '@/lib/developers/api';
import { faqGroups } from '@/components/help/faq';
import { incidentImpacts, incidentStatuses } from '@/components/status/status-looks';
import { order } from './shared';
import { translatedFile } from './translated-file';

/** /privacy and /terms: long-form MDX, one file per page; its `##` headings make the contents list. */
const legal = defineCollection({
  loader: glob({ pattern: '{*,bg/*}.mdx', base: 'src/content/legal' }),
  schema: z.object({
    title: z.string().describe('The page heading, e.g. Privacy Policy'),
    description: z.string().min(110).max(160).describe('The search-result summary, 110 to 160 characters'),
    updated: z.coerce.date().describe('Date of the last change; the page shows its month and year'),
    intro: z.string().describe('One paragraph under the heading saying what the document covers'),
    keyPoints: z
      .array(z.string())
      .optional()
      .describe('A short plain-language summary shown before the first section, one sentence an item'),
  }),
});

/** /help: the frequently asked questions, in the groups the page shows them. */
const faqs = defineCollection({
  loader: translatedFile('src/content/help/faqs.json'),
  schema: z.object({
    order,
    group: z.enum(faqGroups).describe('The heading the question is listed under'),
    question: z.string().endsWith('?'),
    answer: z.string().min(60).describe('Plain text, a few sentences; it is also the structured-data answer'),
  }),
});

const json = z.record(z.string(), z.unknown());

/** /api and /documentation: the public REST endpoints with an example exchange each. */
const apiEndpoints = defineCollection({
  loader: translatedFile('src/content/api/endpoints.json'),
  schema: z.object({
    order,
    method: z.enum(httpMethods),
    path: z.string().startsWith('/api/v1/').describe('The path as documented, with {placeholders}'),
    title: z.string().describe('What the call does, in a few words'),
    description: z.string().describe('One or two sentences for the endpoint card'),
    request: z
      .object({
        path: z.string().startsWith('/api/v1/').describe('The path with real-looking ids filled in'),
        query: z.record(z.string(), z.string()).optional().describe('Query parameters, shown unencoded'),
        body: json.optional().describe('The JSON body, for POST and PUT'),
      })
      .describe('The example request; the page adds the method and the Authorization header'),
    response: json.describe('The example response body'),
  }),
});

/** /api: the official client libraries. `{brand}` and `{Brand}` stand for the brand name (src/lib/developers/api.ts). */
const sdks = defineCollection({
  loader: translatedFile('src/content/api/sdks.json'),
  schema: z.object({
    order,
    name: z.string().describe('The language, as shown on the card'),
    language: z.enum(['javascript', 'python', 'php']).describe('Highlighting for the example'),
    description: z.string(),
    install: z.string().describe('The one-line install command'),
    example: z.array(z.string()).min(1).describe('A short, complete example that sends a first message, one string a line'),
  }),
});

/**
 * /status: one entry (`current`) an operator edits. The overall status is worked out from the
 * services, so the banner can never contradict the list.
 */
const status = defineCollection({
  loader: translatedFile('src/content/status.json'),
  schema: z.object({
    updated: z.coerce.date().describe('When these figures were last checked, ISO 8601 with time zone'),
    metrics: z
      .array(
        z.object({
          label: z.string(),
          value: z.string().describe('As displayed, with its unit, e.g. 99.97%'),
          detail: z.string().describe('What the figure measures and over which period'),
        }),
      )
      .min(1),
    services: z
      .array(
        z.object({
          name: z.string(),
          status: z
            .string()
            .regex(/^[a-z][a-z_-]*$/, 'one lower-case word, e.g. operational')
            .describe('operational, degraded or outage; any other word (e.g. maintenance) shows in a neutral look'),
          uptime: z.number().min(0).max(100).describe('Percentage over the last 90 days, e.g. 99.98'),
          responseTime: z.number().int().positive().describe('Average response time in milliseconds'),
        }),
      )
      .min(1),
    // Subscribers are emailed each incident, resolution and maintenance window once, by its date
    // and title (src/lib/status/notices.ts): changing either makes it a new notice.
    maintenance: z
      .array(
        z.object({
          title: z.string().describe('What is maintained, e.g. Analytics database upgrade'),
          starts: z.coerce.date().describe('When it begins, ISO 8601 with time zone, e.g. 2025-02-01T22:00:00+02:00'),
          ends: z.coerce.date().describe('When it is expected to end, in the same form'),
          description: z.string().describe('What customers will notice, and what they need not do'),
        }),
      )
      .default([])
      .describe('Planned maintenance windows; remove one once it is over'),
    incidents: z.array(
      z.object({
        date: z.coerce.date().describe('The day the incident began, YYYY-MM-DD'),
        title: z.string(),
        status: z.enum(incidentStatuses),
        duration: z.string().describe('How long customers were affected, e.g. 47 minutes'),
        impact: z.enum(incidentImpacts),
        description: z.string().describe('What happened, who was affected and what we changed'),
      }),
    ),
  }),
});

export const infoCollections = { legal, faqs, apiEndpoints, sdks, status };

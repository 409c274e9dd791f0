import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '../../src/lib/blog/categories';
import { isWritten } from '../../src/lib/blog/rules';
import { countWords, readingMinutes } from '../../src/lib/blog/reading-time';
import { readPostFiles } from '../../src/lib/blog/files';

const posts = readPostFiles().filter((post) => !post.data.draft);
const bySlug = new Map(posts.map((post) => [post.slug, post]));

const WRITTEN = [
  'future-ai-customer-service-2025',
  'ai-chat-assistants-reduce-costs',
  'natural-voice-ai-phone-agents',
  'customer-experience-transformation-ai',
  'neural-networks-conversational-ai',
  'ai-customer-service-roi-analysis',
  'ecommerce-success-case-study',
  'healthcare-ai-scaling-case-study',
  'financial-services-ai-compliance',
  'saas-startup-ai-implementation',
];

const COMING_SOON_SLUGS = [
  'salesforce-ai-integration-guide',
  'shopify-ai-integration',
  'slack-ai-integration',
  'api-integration-best-practices',
  'gdpr-compliance-ai-customer-service',
  'hipaa-compliance-healthcare-ai',
  'soc2-certification-ai-services',
  'multi-language-ai-support',
  'advanced-analytics-customer-insights',
  'sentiment-analysis-customer-emotions',
  'business-case-ai-customer-service',
  'scaling-customer-service-ai',
  'ai-customer-service-cost-benefit',
  'real-time-speech-processing',
  'nlp-evolution-2025',
];

describe('the blog listing', () => {
  it('has one featured post, future-ai-customer-service-2025, and 26 others', () => {
    expect(posts.filter((post) => post.data.featured).map((post) => post.slug)).toEqual(['future-ai-customer-service-2025']);
    expect(posts.filter((post) => !post.data.featured)).toHaveLength(26);
  });

  it('keeps the spec’s counts per category, with the 26th post in Features and none in Security', () => {
    const counts = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category, 0]));
    for (const post of posts.filter((post) => !post.data.featured)) counts[post.data.category]! += 1;
    expect(counts).toEqual({
      'Industry Insights': 4,
      Technology: 4,
      'Case Studies': 4,
      Integrations: 4,
      Compliance: 3,
      Features: 4,
      Business: 3,
      Security: 0,
    });
  });

  it('lists every slug the spec names', () => {
    for (const slug of [...WRITTEN, ...COMING_SOON_SLUGS]) expect(bySlug.has(slug), slug).toBe(true);
  });
});

describe('the written articles', () => {
  it.each(WRITTEN)('%s has a body of at least 800 words', (slug) => {
    const post = bySlug.get(slug)!;
    expect(isWritten(post.body)).toBe(true);
    expect(countWords(post.body)).toBeGreaterThanOrEqual(800);
  });

  it('carries the case studies’ dates and reading times', () => {
    const facts = Object.fromEntries(
      ['ecommerce-success-case-study', 'healthcare-ai-scaling-case-study', 'financial-services-ai-compliance', 'saas-startup-ai-implementation'].map(
        (slug) => {
          const post = bySlug.get(slug)!;
          return [slug, [new Date(post.data.date).toISOString().slice(0, 10), readingMinutes(post.body)]];
        },
      ),
    );
    expect(facts).toEqual({
      'ecommerce-success-case-study': ['2025-01-09', 6],
      'healthcare-ai-scaling-case-study': ['2025-01-06', 8],
      'financial-services-ai-compliance': ['2025-01-03', 7],
      'saas-startup-ai-implementation': ['2024-12-30', 5],
    });
  });

  it('leaves the spec’s placeholder posts without a body, so they show Coming Soon', () => {
    for (const slug of COMING_SOON_SLUGS) expect(isWritten(bySlug.get(slug)!.body), slug).toBe(false);
  });
});

describe('every post', () => {
  it.each(posts.map((post) => post.slug))('%s relates to two other existing posts and has a local image with alt text', (slug) => {
    const post = bySlug.get(slug)!;
    expect(post.data.related).toHaveLength(2);
    for (const related of post.data.related) {
      expect(related).not.toBe(slug);
      expect(bySlug.has(related), `${slug} → ${related}`).toBe(true);
    }
    expect(post.data.hero.alt.length).toBeGreaterThan(4);
    expect(existsSync(resolve(dirname(post.file), post.data.hero.image))).toBe(true);
  });
});

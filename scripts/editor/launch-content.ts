// `npm run check:launch`: the blog content the specification asks for at launch, checked against
// today's posts. It is not part of `npm test`: editors add, retire and re-categorise posts after
// launch, and that must never fail CI. Run it before going live (or to see how far the blog has
// moved from the launch plan); it prints each difference and exits 1 if there is one.
import { readPostFiles } from '../../src/lib/blog/files.ts';
import { countWords, readingMinutes } from '../../src/lib/blog/reading-time.ts';
import { isWritten } from '../../src/lib/blog/rules.ts';

/** The spec's launch blog (spec 001, "Blog" and "Data"). */
export const LAUNCH_BLOG = {
  featured: 'future-ai-customer-service-2025',
  /** Posts besides the featured one, per category. The spec lists 25 for 26 posts; the 26th is in Features (docs/architecture.md, "Blog"). */
  listedPerCategory: {
    'Industry Insights': 4,
    Technology: 4,
    'Case Studies': 4,
    Integrations: 4,
    Compliance: 3,
    Features: 4,
    Business: 3,
    Security: 0,
  },
  written: [
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
  ],
  comingSoon: [
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
  ],
  /** Written articles are at least this long (our own bar for a real article). */
  minimumWords: 800,
  /** The case studies' dates and reading times, as the spec gives them. */
  caseStudies: {
    'ecommerce-success-case-study': { date: '2025-01-09', minutes: 6 },
    'healthcare-ai-scaling-case-study': { date: '2025-01-06', minutes: 8 },
    'financial-services-ai-compliance': { date: '2025-01-03', minutes: 7 },
    'saas-startup-ai-implementation': { date: '2024-12-30', minutes: 5 },
  },
} as const;

/** Every way the posts differ from the launch plan; empty when they match it. */
export function launchDifferences(posts = readPostFiles()): string[] {
  const published = posts.filter((post) => !post.data.draft);
  const bySlug = new Map(published.map((post) => [post.slug, post]));
  const differences: string[] = [];
  const differ = (what: string, expected: unknown, actual: unknown) => {
    if (JSON.stringify(expected) !== JSON.stringify(actual))
      differences.push(`${what}: expected ${JSON.stringify(expected)}, found ${JSON.stringify(actual)}`);
  };

  differ(
    'featured posts',
    [LAUNCH_BLOG.featured],
    published.filter((post) => post.data.featured).map((post) => post.slug),
  );
  const counts: Record<string, number> = Object.fromEntries(Object.keys(LAUNCH_BLOG.listedPerCategory).map((category) => [category, 0]));
  for (const post of published) if (!post.data.featured) counts[post.data.category] = (counts[post.data.category] ?? 0) + 1;
  differ('posts per category besides the featured one', LAUNCH_BLOG.listedPerCategory, counts);

  for (const slug of LAUNCH_BLOG.written) {
    const post = bySlug.get(slug);
    if (!post || !isWritten(post.body)) differences.push(`${slug}: should be a written article`);
    else if (countWords(post.body) < LAUNCH_BLOG.minimumWords)
      differences.push(`${slug}: ${countWords(post.body)} words, fewer than ${LAUNCH_BLOG.minimumWords}`);
  }
  for (const slug of LAUNCH_BLOG.comingSoon) {
    const post = bySlug.get(slug);
    if (!post || isWritten(post.body)) differences.push(`${slug}: should be listed as Coming Soon (no body)`);
  }
  for (const [slug, expected] of Object.entries(LAUNCH_BLOG.caseStudies)) {
    const post = bySlug.get(slug);
    if (!post) continue;
    const date = post.data.date instanceof Date ? post.data.date.toISOString().slice(0, 10) : String(post.data.date);
    differ(`${slug} date and reading time`, expected, { date, minutes: readingMinutes(post.body) });
  }
  return differences;
}

if (import.meta.main) {
  const differences = launchDifferences();
  for (const difference of differences) console.log(`✗ ${difference}`);
  console.log(
    differences.length ? `${differences.length} differences from the launch content` : '✓ The blog matches the launch content of the spec',
  );
  process.exit(differences.length ? 1 : 0);
}

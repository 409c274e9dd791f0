/** The blog's categories, in the order the filter shows them. */
export const BLOG_CATEGORIES = [
  'Industry Insights',
  'Technology',
  'Case Studies',
  'Integrations',
  'Compliance',
  'Features',
  'Business',
  'Security',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export const ALL_POSTS = 'All Posts';

/** What each category page says about itself, in search results and under its heading. */
export const CATEGORY_DESCRIPTIONS: Record<BlogCategory, string> = {
  'Industry Insights':
    'Where AI customer service is heading: trends, research and what they mean for support teams, contact centres and customers.',
  Technology: 'How conversational AI works: language models, speech, retrieval and the engineering behind assistants that answer well.',
  'Case Studies': 'Customer stories with real numbers: how companies put AI chat assistants and phone agents to work, and what changed.',
  Integrations: 'Connecting AI assistants to the tools teams already use: CRMs, help desks, e-commerce platforms, chat apps and our API.',
  Compliance: 'Running AI customer service within the rules: GDPR, HIPAA, SOC 2, consent, records and audits explained for practitioners.',
  Features: 'What our chat assistants, phone agents and analytics can do, with guides to getting the most from each feature.',
  Business: 'The business case for AI customer service: costs, returns, staffing and how to plan a rollout that pays for itself.',
  Security: 'How we protect customer conversations: encryption, access control, data residency and the practices behind them.',
};

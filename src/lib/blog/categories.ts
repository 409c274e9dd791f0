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

/**
 * The blog's categories, in the order the filter shows them: the names posts give in `category`
 * and the keys of the dictionaries' names and descriptions (src/i18n, `blog.categories`).
 */
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

/** The listing of every category; its shown name is in the dictionaries (`blog.allPosts`). */
export const ALL_POSTS = 'All Posts';

// What each listing page says about itself. Build-time only: the filter island imports
// listing.ts, and these texts would only weigh on it.
import { ALL_POSTS, CATEGORY_DESCRIPTIONS, type BlogCategory } from './categories';

const BLOG_DESCRIPTION =
  'Articles on AI customer service: chat assistants, natural-voice phone agents, analytics, compliance and customer success stories with real numbers.';
const BLOG_INTRO = 'Practical guides, research and customer stories from the people who build our chat assistants and phone agents.';
// Later pages say which page they are, so no two pages share a description.
const LATER_PAGES_DESCRIPTION = 'articles on AI customer service, chat assistants, phone agents, analytics and compliance.';

/** A listing page's title, description, heading and introduction: each page's its own. */
export function listingMeta(category: string, { page, lastPage }: { page: number; lastPage: number }) {
  const isAll = category === ALL_POSTS;
  const categoryDescription = isAll ? undefined : CATEGORY_DESCRIPTIONS[category as BlogCategory];
  return {
    title: `${isAll ? 'Blog' : `${category} articles`}${page > 1 ? `, page ${page}` : ''}`,
    description:
      page === 1
        ? (categoryDescription ?? BLOG_DESCRIPTION)
        : `Page ${page} of ${lastPage}: ${categoryDescription ?? LATER_PAGES_DESCRIPTION}`,
    heading: isAll ? 'Insights on AI customer service' : category,
    intro: categoryDescription ?? BLOG_INTRO,
  };
}

// The blog's interface: listings, the category filter, post pages, Coming Soon and the feed.
// Categories are named by the English names posts give (src/lib/blog/categories.ts); addresses
// keep the English slugs in every language.
import { ALL_POSTS, type BlogCategory } from '@/lib/blog/categories';
import { CALLOUT_LABELS } from '@/lib/blog/post-components';
import { DEFAULT_COMING_SOON_TITLE } from '@/lib/blog/rules';

export const blog = {
  /** The filter's first link, the listing of every category. */
  allPosts: ALL_POSTS as string,
  /** Each category's name as readers see it. */
  categories: {
    'Industry Insights': 'Industry Insights',
    Technology: 'Technology',
    'Case Studies': 'Case Studies',
    Integrations: 'Integrations',
    Compliance: 'Compliance',
    Features: 'Features',
    Business: 'Business',
    Security: 'Security',
  } satisfies Record<BlogCategory, string>,
  /** What each category page says about itself, in search results and under its heading. */
  categoryDescriptions: {
    'Industry Insights':
      'Where AI customer service is heading: trends, research and what they mean for support teams, contact centres and customers.',
    Technology: 'How conversational AI works: language models, speech, retrieval and the engineering behind assistants that answer well.',
    'Case Studies': 'Customer stories with real numbers: how companies put AI chat assistants and phone agents to work, and what changed.',
    Integrations: 'Connecting AI assistants to the tools teams already use: CRMs, help desks, e-commerce platforms, chat apps and our API.',
    Compliance:
      'Running AI customer service within the rules: GDPR, HIPAA, SOC 2, consent, records and audits explained for practitioners.',
    Features: 'What our chat assistants, phone agents and analytics can do, with guides to getting the most from each feature.',
    Business: 'The business case for AI customer service: costs, returns, staffing and how to plan a rollout that pays for itself.',
    Security: 'How we protect customer conversations: encryption, access control, data residency and the practices behind them.',
  } satisfies Record<BlogCategory, string>,
  /** What each listing page says about itself (src/lib/blog/listing-meta.ts) and shows around its cards. */
  listing: {
    title: 'Blog',
    categoryTitle: '{category} articles',
    /** Later pages say which page they are, so no two pages share a title or a description. */
    laterPageTitle: '{title}, page {page}',
    description:
      'Articles on AI customer service: chat assistants, natural-voice phone agents, analytics, compliance and customer success stories with real numbers.',
    laterPagesDescription: 'articles on AI customer service, chat assistants, phone agents, analytics and compliance.',
    laterPageDescription: 'Page {page} of {lastPage}: {description}',
    heading: 'Insights on AI customer service',
    intro: 'Practical guides, research and customer stories from the people who build our chat assistants and phone agents.',
    categoryLabel: 'Blog category',
    pageOf: 'Page {page} of {lastPage}',
    allPostsHeading: 'All posts',
    categoryPostsHeading: '{category} posts',
    featured: 'Featured',
    newsletterTitle: 'Get new articles by email',
    /** The title of the feed's link in each listing's <head>. */
    feedLink: 'Blog',
  },
  /** The category filter island's words (src/components/blog/BlogBrowser.tsx). */
  browser: {
    filtersLabel: 'Blog categories',
    pagesLabel: '{category} pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {number}',
    /** Read out when a category is chosen. */
    announceNone: '{category}: no posts',
    announceOne: '{category}: 1 post',
    announceMany: '{category}: {count} posts',
    emptyCategory: 'No posts found in this category. Check back soon for new content!',
    /** The mark on a card of a post not written in the page's language, by the post's language. */
    writtenIn: { en: 'in English', bg: 'in Bulgarian' },
  },
  post: {
    backToBlog: '← Back to Blog',
    /** Before the day of the last significant change. */
    updated: 'Updated',
    readingTime: '{minutes} min read',
    moreArticles: 'More articles',
    newer: '← Newer article',
    older: 'Older article →',
    related: 'Related articles',
    contents: 'On this page',
    share: 'Share this article',
    opensInNewTab: '(opens in a new tab)',
  },
  /** The heading of a <Callout> in a post without a title of its own, by its type. */
  callouts: { ...CALLOUT_LABELS },
  comingSoon: {
    label: 'Blog',
    heading: 'Coming Soon',
    text: 'This blog post is being written and will be available soon.',
    back: '← Back to Blog',
    /** The subtitle when the address names no post. */
    defaultTitle: DEFAULT_COMING_SOON_TITLE as string,
    /** The title of a post's page while its body is not written yet. */
    postTitle: '{title}: Coming Soon',
    description: 'This article is still being written. Browse the blog for published guides and customer stories in the meantime.',
  },
  feed: {
    title: '{brand} Blog',
    description: 'Articles on AI customer service: chat assistants, phone agents, analytics and customer stories.',
  },
};

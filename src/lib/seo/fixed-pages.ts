import { COMING_SOON_PATH } from '../blog/rules.ts';

// What is known of each page with a fixed address before it is rendered. Pages made from content
// (posts, blog listings, legal texts) take the same facts from their content.

/**
 * Each page's title, without the brand: its <title>, and the headline of its share image
 * (src/pages/og/[...page].png.ts), which is drawn from here rather than from the page. The home
 * page has none and shows the tagline.
 */
export const PAGE_TITLES = {
  '/404': 'Page not found',
  '/about': 'About',
  '/analytics': 'Conversation Analytics',
  '/api': 'Developer API',
  '/apply': 'Apply',
  [COMING_SOON_PATH]: 'Coming Soon',
  '/careers': 'Careers',
  '/chat-assistants': 'AI Chat Assistants',
  '/confirm-subscription': 'Confirm your subscription',
  '/contact': 'Contact',
  '/documentation': 'Documentation',
  '/help': 'Help Center',
  '/integrations': 'Integrations',
  '/phone-agents': 'AI Phone Agents',
  '/security': 'Security',
  '/status': 'System Status',
  '/status-updates': 'Subscribe to Status Updates',
  '/unsubscribe': 'Unsubscribe',
} as const;

/** Pages that ask search engines not to index them (BaseLayout), and so stay out of the sitemap. */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set(['/404', COMING_SOON_PATH, '/confirm-subscription', '/unsubscribe']);

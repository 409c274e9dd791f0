import { COMING_SOON_PATH } from '@/lib/blog/rules';

/**
 * Each page's title, without the brand: its <title>, and the headline of its share image
 * (src/pages/og/[...page].png.ts), which is drawn from here rather than from the page. The home
 * page has none and shows the tagline.
 */
export const pageTitles = {
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
};

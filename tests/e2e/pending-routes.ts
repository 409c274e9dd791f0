/**
 * Routes the shell links to whose pages belong to later issues. Each is checked to be missing
 * still, so a route must leave this list the moment its page is built.
 */
export const pendingRoutes = [
  '/careers',
  '/chat-assistants',
  '/phone-agents',
  '/analytics',
  '/integrations',
  '/security',
  '/help',
  '/documentation',
  '/privacy',
  '/terms',
  '/status',
  '/api',
];

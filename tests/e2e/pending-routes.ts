/**
 * Routes the shell links to whose pages belong to later issues. Each is checked to be missing
 * still, so a route must leave this list the moment its page is built.
 */
export const pendingRoutes = [
  '/help',
  '/documentation',
  '/privacy',
  '/terms',
  '/status',
  '/api',
];

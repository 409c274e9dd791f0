import { COMING_SOON_PATH } from '../blog/rules.ts';

// What is known of each page with a fixed address before it is rendered. Pages made from content
// (posts, blog listings, legal texts) take the same facts from their content; the fixed pages'
// titles are in the dictionaries (src/i18n, `pageTitles`).

/** Pages that ask search engines not to index them (BaseLayout), and so stay out of the sitemap. */
export const UNLISTED_PAGES: ReadonlySet<string> = new Set(['/404', COMING_SOON_PATH, '/confirm-subscription', '/unsubscribe']);

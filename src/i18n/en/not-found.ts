// The 404 page (src/components/not-found/NotFound.astro); its title is `pageTitles['/404']`.
import { DEFAULT_COMING_SOON_TITLE } from '@/lib/blog/rules';

export const notFound = {
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Go to the home page',
  contact: 'Contact us',
  /** Under the blog's address the page shows Coming Soon for a post, titled this. */
  comingSoonTitle: DEFAULT_COMING_SOON_TITLE,
};

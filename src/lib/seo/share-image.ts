// Every page's share image (Open Graph, 1200×630) is drawn at build time from the page's title
// and category (src/integrations/share-images/); this is where pages find it.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where a page's share image is served: `/about` → `/og/about.png`, `/` → `/og/index.png`. */
export function shareImagePath(pathname: string): string {
  const route = pathname.replace(/\/$/, '') || '/index';
  return `/og${route}.png`;
}

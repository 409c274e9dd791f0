// Every page's share image (Open Graph, 1200×630) is drawn at build time from its title and
// category (src/pages/og/[...page].png.ts); this is where pages find it.

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The image's address below /og/, without .png: `/about` → `about`, `/` → `index`. */
export const shareImageName = (route: string): string => route.replace(/^\/|\/$/g, '') || 'index';

/** Where a page's share image is served: `/about` → `/og/about.png`, `/` → `/og/index.png`. */
export const shareImagePath = (route: string): string => `/og/${shareImageName(route)}.png`;

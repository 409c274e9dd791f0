// Each page's share image, drawn from what src/lib/share-images/pages.ts says it shows.
import type { APIRoute, GetStaticPaths } from 'astro';
import { shareImage } from '@/lib/share-images/cache';
import { sharedPages, type SharedPage } from '@/lib/share-images/pages';
import { shareImageName } from '@/lib/share-images/path';
import { DOMAIN, site } from '@/site';

// Its key for Astro's incremental build is the page's title and label: the rest of the picture (the
// site's name and domain, the look) is code, which Astro tracks itself.
export const getStaticPaths = (async () =>
  (await sharedPages()).map(({ route, title, label }) => ({
    params: { page: shareImageName(route) },
    props: { title, label },
    cacheKey: JSON.stringify({ title, label }),
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<Omit<SharedPage, 'route'>> = async ({ props }) => {
  const png = await shareImage({ ...props, brand: site.name, domain: DOMAIN });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};

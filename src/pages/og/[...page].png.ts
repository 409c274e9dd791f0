// Each page's share image, drawn from what src/lib/share-images/pages.ts says it shows.
import type { APIRoute, GetStaticPaths } from 'astro';
import { shareImage } from '@/lib/share-images/cache';
import { sharedPages, type SharedPage } from '@/lib/share-images/pages';
import { shareImageName } from '@/lib/share-images/path';
import { DOMAIN, site } from '@/site';

// An image shows its text and nothing else, so the text is its key for Astro's incremental build.
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

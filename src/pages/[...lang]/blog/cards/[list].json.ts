// The first page of each listing as data, in each language, for the filter island to swap in place.
import type { APIRoute, GetStaticPaths } from 'astro';
import { everyLanguage, langOf } from '@/i18n/languages';
import { ALL_POSTS, BLOG_CATEGORIES } from '@/lib/blog/categories';
import { listingDataPath } from '@/lib/blog/listing';
import { getListings } from '@/lib/blog/listings';

export const getStaticPaths = (async () => {
  const paths = await Promise.all(
    everyLanguage().map(async ({ params }) => {
      const { pages } = await getListings(langOf(params.lang));
      return [ALL_POSTS, ...BLOG_CATEGORIES].map((category) => ({
        params: {
          ...params,
          list: listingDataPath(category)
            .split('/')
            .pop()!
            .replace(/\.json$/, ''),
        },
        props: { listing: pages.get(category)![0]! },
      }));
    }),
  );
  return paths.flat();
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(props.listing);

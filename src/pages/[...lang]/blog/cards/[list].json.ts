// The first page of each listing as data, in each language, for the filter island to swap in place.
import type { APIRoute, GetStaticPaths } from 'astro';
import { ALL_POSTS, BLOG_CATEGORIES } from '@/lib/blog/categories';
import { listingDataPath } from '@/lib/blog/listing';
import { listingRoutes } from '@/lib/blog/listings';

export const getStaticPaths = (() =>
  listingRoutes(({ pages }) =>
    [ALL_POSTS, ...BLOG_CATEGORIES].map((category) => ({
      params: {
        list: listingDataPath(category)
          .split('/')
          .pop()!
          .replace(/\.json$/, ''),
      },
      props: { listing: pages.get(category)![0]! },
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => Response.json(props.listing);

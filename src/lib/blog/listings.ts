// Every listing page's cards, worked out once per build: /blog, each category, and their pages.
import { blog } from '@/site';
import { toCardData, type PostCardData } from './cards';
import { ALL_POSTS, BLOG_CATEGORIES } from './categories';
import { paginate, type ListingPage } from './listing';
import { getVisiblePosts, type Post } from './posts';
import { featuredPost } from './rules';

export interface Listings {
  /** The post shown large above the filter on /blog, and not repeated in any grid. */
  featured: Post | undefined;
  /** The pages of each category, and of All Posts. */
  pages: Map<string, ListingPage<PostCardData>[]>;
}

let listings: Promise<Listings> | undefined;

export function getListings(): Promise<Listings> {
  listings ??= (async () => {
    const posts = await getVisiblePosts();
    const featured = featuredPost(posts);
    const cards = await Promise.all(posts.filter((post) => post !== featured).map((post) => toCardData(post)));
    const pages = new Map([[ALL_POSTS, paginate(cards, blog.pageSize)]]);
    for (const category of BLOG_CATEGORIES) {
      pages.set(
        category,
        paginate(
          cards.filter((card) => card.category === category),
          blog.pageSize,
        ),
      );
    }
    return { featured, pages };
  })();
  return listings;
}

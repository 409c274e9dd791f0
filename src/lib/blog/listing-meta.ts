// What each listing page says about itself, in its language. Build-time only: the filter island
// imports listing.ts, and these texts would only weigh on it.
import { dictionary, fill } from '@/i18n';
import type { Lang } from '@/i18n/languages';
import { ALL_POSTS, type BlogCategory } from './categories';

/** A listing page's title, description, heading and introduction: each page's its own. */
export function listingMeta(category: string, { page, lastPage }: { page: number; lastPage: number }, lang: Lang) {
  const { blog } = dictionary(lang);
  const { listing } = blog;
  const isAll = category === ALL_POSTS;
  const name = isAll ? blog.allPosts : blog.categories[category as BlogCategory];
  const categoryDescription = isAll ? undefined : blog.categoryDescriptions[category as BlogCategory];
  const title = isAll ? listing.title : fill(listing.categoryTitle, { category: name });
  return {
    title: page > 1 ? fill(listing.laterPageTitle, { title, page }) : title,
    description:
      page === 1
        ? (categoryDescription ?? listing.description)
        : fill(listing.laterPageDescription, { page, lastPage, description: categoryDescription ?? listing.laterPagesDescription }),
    heading: isAll ? listing.heading : name,
    intro: categoryDescription ?? listing.intro,
    /** The category's name in the page's language. */
    name,
  };
}

// What every page's share image shows, from the same sources as the pages themselves: the table
// of fixed pages' titles, the legal texts, the blog's listings and its posts. A page missing here
// would link an image that does not exist, which the built-site tests catch.
import { getCollectionIn } from '@/lib/content/translated';
import { listingMeta } from '@/lib/blog/listing-meta';
import { listingPath } from '@/lib/blog/listing';
import { getListings } from '@/lib/blog/listings';
import { factsOf } from '@/lib/blog/body-facts';
import { getVisiblePosts } from '@/lib/blog/posts';
import { postAddress } from '@/lib/blog/translations';
import { dictionary, fill } from '@/i18n';
import { DEFAULT_LANG, LANGUAGES, pathIn } from '@/i18n/languages';
import { inEveryLanguage } from '@/i18n/routes';

/** Built in every language, though outside src/pages/[...lang]/: src/pages/404.astro and src/pages/bg/404.astro. */
const NOT_FOUND_PATH = '/404';

export interface SharedPage {
  /** Where the page is served: /, /about, /blog/some-post. */
  route: string;
  /** The page's title, without the brand. */
  title: string;
  /** A post's category, shown above the title. */
  label?: string;
}

export async function sharedPages(): Promise<SharedPage[]> {
  // A fixed page has an image in each language it is built in; the home page shows the tagline.
  const fixed = LANGUAGES.flatMap((lang) => {
    const { pageTitles, shell } = dictionary(lang);
    return [['/', shell.tagline] as const, ...Object.entries(pageTitles)]
      .filter(([route]) => lang === DEFAULT_LANG || inEveryLanguage(route) || route === NOT_FOUND_PATH)
      .map(([route, title]) => ({ route: pathIn(lang, route), title }));
  });
  // A legal text in each language it is written in, at its page's address in that language.
  const legal = (
    await Promise.all(
      LANGUAGES.map(async (lang) =>
        (await getCollectionIn('legal', lang)).map(({ id, data }) => ({
          route: pathIn(lang, `/${id.split('/').at(-1)}`),
          title: data.title,
        })),
      ),
    )
  ).flat();
  // The blog's listings and posts in each language; a post only in the languages it is written in.
  const blog = (
    await Promise.all(
      LANGUAGES.map(async (lang) => {
        const { categories, comingSoon } = dictionary(lang).blog;
        const listings = [...(await getListings(lang)).pages].flatMap(([category, pages]) =>
          pages.map((listing) => ({ route: listingPath(category, listing.page, lang), title: listingMeta(category, listing, lang).title })),
        );
        const posts = (await getVisiblePosts(lang)).map((post) => {
          const { title, category } = post.data;
          const route = postAddress(post);
          return factsOf(post).written
            ? { route, title, label: categories[category] }
            : { route, title: fill(comingSoon.postTitle, { title }) };
        });
        return [...listings, ...posts];
      }),
    )
  ).flat();
  return [...fixed, ...legal, ...blog];
}

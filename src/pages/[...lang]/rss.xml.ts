import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { dictionary, fill } from '@/i18n';
import { everyLanguage, LANGUAGE_FACTS, langOf } from '@/i18n/languages';
import { getWrittenPosts } from '@/lib/blog/posts';
import { postAddress } from '@/lib/blog/translations';
import { site } from '@/site';

// One feed per language: /rss.xml lists the English posts, /bg/rss.xml the Bulgarian ones.
export const getStaticPaths = everyLanguage;

// Only written articles: a Coming Soon page is nothing to read yet.
export const GET: APIRoute = async (context) => {
  const lang = langOf(context.currentLocale);
  const { feed, categories } = dictionary(lang).blog;
  return rss({
    title: fill(feed.title, { brand: site.name }),
    description: feed.description,
    site: context.site!,
    // Post addresses have no trailing slash (astro.config.mjs); the feed links to the same ones.
    trailingSlash: false,
    // RSS 2.0 has no field for an update; feed readers that show one read Atom's.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${LANGUAGE_FACTS[lang].intl.toLowerCase()}</language>`,
    items: (await getWrittenPosts(lang)).map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postAddress(post),
      categories: [categories[post.data.category]],
      customData: post.data.updated && `<atom:updated>${post.data.updated.toISOString()}</atom:updated>`,
    })),
  });
};

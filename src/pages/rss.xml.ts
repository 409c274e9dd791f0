import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getWrittenPosts } from '@/lib/blog/posts';
import { postPath } from '@/lib/blog/rules';
import { site } from '@/site';

// Only written articles: a Coming Soon page is nothing to read yet.
export const GET: APIRoute = async (context) =>
  rss({
    title: `${site.name} Blog`,
    description: 'Articles on AI customer service: chat assistants, phone agents, analytics and customer stories.',
    site: context.site!,
    // Post addresses have no trailing slash (astro.config.mjs); the feed links to the same ones.
    trailingSlash: false,
    // RSS 2.0 has no field for an update; feed readers that show one read Atom's.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    items: (await getWrittenPosts()).map((post) => ({
      title: post.data.title,
      description: post.data.excerpt,
      pubDate: post.data.date,
      link: postPath(post.id),
      categories: [post.data.category],
      customData: post.data.updated && `<atom:updated>${post.data.updated.toISOString()}</atom:updated>`,
    })),
  });

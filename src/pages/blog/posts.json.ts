import type { APIRoute } from 'astro';
import { getWrittenPosts } from '@/lib/blog/posts';
import { postPath } from '@/lib/blog/rules';

// What `npm run notify` reads after a deploy to send newsletter subscribers the new posts: the
// written articles the build published, as the RSS feed lists them.
export const GET: APIRoute = async () =>
  Response.json({
    posts: (await getWrittenPosts()).map((post) => ({
      id: post.id,
      title: post.data.title,
      excerpt: post.data.excerpt,
      path: postPath(post.id),
    })),
  });

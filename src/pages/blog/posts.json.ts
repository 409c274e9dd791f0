import type { APIRoute } from 'astro';
import { LANGUAGES, DEFAULT_LANG } from '@/i18n/languages';
import { getWrittenPosts } from '@/lib/blog/posts';
import { postPath } from '@/lib/blog/rules';
import { postSlug } from '@/lib/blog/translations';

// What `npm run notify` reads after a deploy to send newsletter subscribers the new posts: the
// written articles the build published, as the English RSS feed lists them, each with its written
// translations, so a subscriber can be sent the article in their language where it has one.
export const GET: APIRoute = async () => {
  const translated = await Promise.all(
    LANGUAGES.filter((lang) => lang !== DEFAULT_LANG).map(async (lang) => [lang, await getWrittenPosts(lang)] as const),
  );
  return Response.json({
    posts: (await getWrittenPosts(DEFAULT_LANG)).map((post) => ({
      id: post.id,
      title: post.data.title,
      excerpt: post.data.excerpt,
      path: postPath(post.id),
      translations: Object.fromEntries(
        translated.flatMap(([lang, posts]) =>
          posts
            .filter((translation) => postSlug(translation) === post.id)
            .map(({ data }) => [lang, { title: data.title, excerpt: data.excerpt, path: postPath(post.id, lang) }]),
        ),
      ),
    })),
  });
};

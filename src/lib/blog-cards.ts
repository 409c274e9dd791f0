import { getEntry } from 'astro:content';
import { getImage } from 'astro:assets';
import type { PostCardData } from '../components/blog/BlogBrowser';
import { formatPostDate } from './blog-rules';
import { readingTime, type Post } from './blog';

/** What a post card shows, with its image already optimised for a card's width. */
export async function toCardData(post: Post, imageWidth = 640): Promise<PostCardData> {
  const author = await getEntry(post.data.author);
  const image = await getImage({ src: post.data.hero.image, width: imageWidth });
  return {
    href: `/blog/${post.id}`,
    title: post.data.title,
    excerpt: post.data.excerpt,
    author: author?.data.name ?? '',
    date: formatPostDate(post.data.date),
    isoDate: post.data.date.toISOString(),
    readTime: readingTime(post),
    category: post.data.category,
    image: {
      src: image.src,
      width: Number(image.attributes.width ?? imageWidth),
      height: Number(image.attributes.height ?? Math.round((imageWidth * 21) / 40)),
      alt: post.data.hero.alt,
    },
  };
}

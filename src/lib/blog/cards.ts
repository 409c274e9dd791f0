import { getEntry } from 'astro:content';
import { getImage } from 'astro:assets';
import { formatPostDate, postPath } from './rules';
import { readingTime, type Post } from './posts';

/** One card of the blog grid, as the filter island receives it. */
export interface PostCardData {
  href: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  isoDate: string;
  readTime: string;
  category: string;
  image: { src: string; width: number; height: number; alt: string };
}

/** What a post card shows, with its image already optimised for a card's width. */
export async function toCardData(post: Post, imageWidth = 640): Promise<PostCardData> {
  const author = await getEntry(post.data.author);
  const image = await getImage({ src: post.data.hero.image, width: imageWidth });
  return {
    href: postPath(post.id),
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

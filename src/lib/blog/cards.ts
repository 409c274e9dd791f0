import { getImage } from 'astro:assets';
import { langOfEntry, type Lang } from '@/i18n/languages';
import { getEntryIn } from '@/lib/content/translated';
import { formatPostDate } from './rules';
import { readingTime, type Post } from './posts';
import { postAddress } from './translations';

/** One card of the blog grid, as the filter island receives it. */
export interface PostCardData {
  href: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  isoDate: string;
  readTime: string;
  /** The category's English name, which the filter goes by; the island shows it in the page's language. */
  category: string;
  /** The language the post is written in; a card in another language than its page says so. */
  lang: Lang;
  image: { src: string; width: number; height: number; alt: string };
}

/** What a post card on a page in `lang` shows, with its image already optimised for a card's width. */
export async function toCardData(post: Post, lang: Lang, imageWidth = 640): Promise<PostCardData> {
  const author = await getEntryIn('authors', post.data.author.id, lang);
  const image = await getImage({ src: post.data.hero.image, width: imageWidth });
  return {
    href: postAddress(post),
    title: post.data.title,
    excerpt: post.data.excerpt,
    author: author.data.name,
    date: formatPostDate(post.data.date, lang),
    isoDate: post.data.date.toISOString(),
    readTime: readingTime(post, lang),
    category: post.data.category,
    lang: langOfEntry(post.id),
    image: {
      src: image.src,
      width: Number(image.attributes.width ?? imageWidth),
      height: Number(image.attributes.height ?? Math.round((imageWidth * 21) / 40)),
      alt: post.data.hero.alt,
    },
  };
}

import type { Dictionary } from '@/i18n';
import type { Lang } from '@/i18n/languages';
import type { PostCardData } from '@/lib/blog/cards';
import type { BlogCategory } from '@/lib/blog/categories';

/** What the cards say, in the page's language. */
type PostCardsStrings = Pick<Dictionary['blog']['browser'], 'emptyCategory' | 'writtenIn'> & Pick<Dictionary['blog'], 'categories'>;

interface Props {
  cards: PostCardData[];
  /** The page's language: a card of a post written in another says so. */
  lang: Lang;
  strings: PostCardsStrings;
  /** The first card's image is the page's largest paint (no featured post above), so fetch it first. */
  leadImage?: boolean;
}

/**
 * One page of a listing's cards, or the message of an empty category. The server renders the
 * page's own cards inside the filter island (BlogBrowser), which renders them itself only for a
 * listing it swaps in, so a page never sends its cards twice, as markup and as island props.
 */
export default function PostCards({ cards, lang, strings, leadImage = false }: Props) {
  if (cards.length === 0)
    return <p className="mt-12 rounded-2xl border border-dashed border-line p-10 text-center text-muted">{strings.emptyCategory}</p>;
  return (
    <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((post, index) => (
        <li key={post.href}>
          <PostCard
            post={post}
            lead={leadImage && index === 0}
            category={strings.categories[post.category as BlogCategory]}
            writtenIn={post.lang === lang ? undefined : strings.writtenIn[post.lang]}
          />
        </li>
      ))}
    </ul>
  );
}

/** `writtenIn` marks a post not written in the page's language, which its text is then marked as. */
function PostCard({ post, lead, category, writtenIn }: { post: PostCardData; lead: boolean; category: string; writtenIn?: string }) {
  const other = writtenIn === undefined ? undefined : post.lang;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      <img
        src={post.image.src}
        width={post.image.width}
        height={post.image.height}
        alt={post.image.alt}
        lang={other}
        loading={lead ? 'eager' : 'lazy'}
        fetchPriority={lead ? 'high' : undefined}
        decoding="async"
        className="aspect-[40/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {category}
          {writtenIn && <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 tracking-normal normal-case">{writtenIn}</span>}
        </p>
        <h3 lang={other} className="mt-2 text-lg font-semibold text-ink group-hover:text-accent">
          <a href={post.href} hrefLang={other} className="after:absolute after:inset-0">
            {post.title}
          </a>
        </h3>
        <p lang={other} className="mt-2 flex-1 text-muted">
          {post.excerpt}
        </p>
        <p className="mt-4 text-sm text-muted">
          {post.author} · <time dateTime={post.isoDate}>{post.date}</time> · {post.readTime}
        </p>
      </div>
    </article>
  );
}

import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { announce } from '@/lib/a11y/announcer';
import type { PostCardData } from '@/lib/blog/cards';
import { ALL_POSTS, BLOG_CATEGORIES, type BlogCategory } from '@/lib/blog/categories';
import { $listing, followLocation, showCategory, type ShownListing } from '@/lib/blog/filter';
import { listingPath, pageWindow } from '@/lib/blog/listing';

/** What the filter says, in the page's language: the dictionaries' `blog.browser`, with the category names. */
type BlogBrowserStrings = Dictionary['blog']['browser'] & Pick<Dictionary['blog'], 'allPosts' | 'categories'>;

interface Props {
  /** The listing this page was built for: only its own cards, never the whole archive. */
  listing: ShownListing;
  strings: BlogBrowserStrings;
  /** No featured post above: the first card's image is the page's largest paint, so fetch it first. */
  leadImage?: boolean;
}

const FILTERS = [ALL_POSTS, ...BLOG_CATEGORIES];

/**
 * The id of what follows the filters: the cards, or the note that there are none. A listing's first
 * frame waits for it (BaseLayout's `firstFrameUntil`), so that it never shows the centred row of
 * filters part-way, to re-centre as the rest arrives.
 */
export const AFTER_FILTERS_ID = 'posts';

const link =
  'rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';

/** A listing's name as the page's language has it: All Posts or a category. */
const nameIn = (strings: BlogBrowserStrings, name: string) =>
  name === ALL_POSTS ? strings.allPosts : strings.categories[name as BlogCategory];

/** A plain click stays in place; with a modifier key the browser opens the link as usual. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function BlogBrowser({ listing: initial, strings, leadImage = false }: Props) {
  const listing = useStore($listing) ?? initial;
  const { category, items: cards, page, lastPage, total, lang } = listing;
  const firstRender = useRef(true);

  useEffect(() => followLocation(initial), [initial]);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const template = total === 0 ? strings.announceNone : total === 1 ? strings.announceOne : strings.announceMany;
    announce(fill(template, { category: nameIn(strings, category), count: total }));
  }, [category, total, strings]);

  return (
    <div>
      <nav aria-label={strings.filtersLabel}>
        <ul className="flex flex-wrap justify-center gap-2">
          {FILTERS.map((name) => {
            const href = listingPath(name, 1, lang);
            return (
              <li key={name}>
                <a
                  href={href}
                  aria-current={name === category ? 'page' : undefined}
                  className={`inline-block ${link}`}
                  onClick={(event) => {
                    if (!plainClick(event)) return;
                    event.preventDefault();
                    void showCategory(name, href, lang);
                  }}
                >
                  {nameIn(strings, name)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      {cards.length === 0 ? (
        <p id={AFTER_FILTERS_ID} className="mt-12 rounded-2xl border border-dashed border-line p-10 text-center text-muted">
          {strings.emptyCategory}
        </p>
      ) : (
        <ul id={AFTER_FILTERS_ID} className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((post, index) => (
            <li key={post.href}>
              <PostCard
                post={post}
                lead={leadImage && index === 0}
                category={nameIn(strings, post.category)}
                writtenIn={post.lang === lang ? undefined : strings.writtenIn[post.lang]}
              />
            </li>
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav aria-label={fill(strings.pagesLabel, { category: nameIn(strings, category) })} className="mt-12">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            {page > 1 && (
              <li>
                <a href={listingPath(category, page - 1, lang)} rel="prev" className={`inline-block ${link}`}>
                  {strings.previous}
                </a>
              </li>
            )}
            {pageWindow(page, lastPage).map((number, index) => (
              <li key={number ?? `gap-${index}`}>
                {number === null ? (
                  <span className="px-2 text-muted">…</span>
                ) : (
                  <a
                    href={listingPath(category, number, lang)}
                    aria-current={number === page ? 'page' : undefined}
                    aria-label={fill(strings.page, { number })}
                    className={`inline-block ${link}`}
                  >
                    {number}
                  </a>
                )}
              </li>
            ))}
            {page < lastPage && (
              <li>
                <a href={listingPath(category, page + 1, lang)} rel="next" className={`inline-block ${link}`}>
                  {strings.next}
                </a>
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
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

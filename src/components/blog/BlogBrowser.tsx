import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { announce } from '@/lib/a11y/announcer';
import { ALL_POSTS, BLOG_CATEGORIES, type BlogCategory } from '@/lib/blog/categories';
import { $listing, followLocation, showCategory, type ShownListing } from '@/lib/blog/filter';
import { listingPath, pageWindow } from '@/lib/blog/listing';
import PostCards from './PostCards';

/** What the filter says, in the page's language: the dictionaries' `blog.browser`, with the category names. */
type BlogBrowserStrings = Dictionary['blog']['browser'] & Pick<Dictionary['blog'], 'allPosts' | 'categories'>;

interface Props {
  /** The listing this page was built for, without its cards. */
  listing: ShownListing;
  strings: BlogBrowserStrings;
  /** The page's own cards (PostCards), rendered on the server: shown until another listing is chosen. */
  children: ReactNode;
}

const FILTERS = [ALL_POSTS, ...BLOG_CATEGORIES];
const link =
  'inline-block rounded-full border border-line px-4 py-2 text-sm font-medium text-ink transition-colors hover:border-accent hover:text-accent aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';

/** A listing's name as the page's language has it: All Posts or a category. */
const nameIn = (strings: BlogBrowserStrings, name: string) =>
  name === ALL_POSTS ? strings.allPosts : strings.categories[name as BlogCategory];

/** A plain click stays in place; with a modifier key the browser opens the link as usual. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export default function BlogBrowser({ listing: initial, strings, children }: Props) {
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
                  className={link}
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
      {cards ? <PostCards cards={cards} lang={lang} strings={strings} /> : children}
      {lastPage > 1 && (
        <nav aria-label={fill(strings.pagesLabel, { category: nameIn(strings, category) })} className="mt-12">
          <ul className="flex flex-wrap items-center justify-center gap-2">
            {page > 1 && (
              <li>
                <a href={listingPath(category, page - 1, lang)} rel="prev" className={link}>
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
                    className={link}
                  >
                    {number}
                  </a>
                )}
              </li>
            ))}
            {page < lastPage && (
              <li>
                <a href={listingPath(category, page + 1, lang)} rel="next" className={link}>
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

// The blog filter's state and actions. Its links lead to the category pages, so it works before
// hydration and without JavaScript; once hydrated, choosing a category swaps the cards in place
// from that listing's published card data (listingDataPath) and keeps the address bar in step.
import { atom } from 'nanostores';
import type { Lang } from '@/i18n/languages';
import type { PostCardData } from './cards';
import { listingDataPath, listingFromPath, type ListingPage } from './listing';

export interface ShownListing extends ListingPage<PostCardData> {
  category: string;
  /** The page's language: its listings are that language's (/bg/blog…). */
  lang: Lang;
}

/** What the filter island shows: one page of one category's cards. */
export const $listing = atom<ShownListing | null>(null);

/** By address, which names the category and the language. */
const firstPages = new Map<string, Promise<ShownListing>>();

/** A category's first page in the page's language, fetched once; a failed fetch is tried again next time. */
function firstPage(category: string, lang: Lang): Promise<ShownListing> {
  const path = listingDataPath(category, lang);
  if (!firstPages.has(path)) {
    const request = fetch(path).then(async (response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return { ...((await response.json()) as ListingPage<PostCardData>), category, lang };
    });
    firstPages.set(path, request);
    request.catch(() => firstPages.delete(path));
  }
  return firstPages.get(path)!;
}

/** Shows a category's first page in place; if its data cannot load, goes to its page instead. */
export async function showCategory(category: string, href: string, lang: Lang): Promise<void> {
  const shown = $listing.get();
  if (shown?.category === category && shown.page === 1) return;
  try {
    $listing.set(await firstPage(category, lang));
    history.pushState(null, '', href);
  } catch {
    location.assign(href);
  }
}

/** Starts from the listing the page was built with, and follows back and forward. */
export function followLocation(initial: ShownListing): () => void {
  $listing.set(initial);
  if (initial.page === 1) firstPages.set(listingDataPath(initial.category, initial.lang), Promise.resolve(initial));
  const sync = async () => {
    const target = listingFromPath(location.pathname);
    if (!target) return;
    if (target.category === initial.category && target.page === initial.page) return $listing.set(initial);
    // Entries made in place are always first pages; anything else is a page of its own.
    if (target.page !== 1) return location.reload();
    try {
      $listing.set(await firstPage(target.category, initial.lang));
    } catch {
      location.reload();
    }
  };
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
}

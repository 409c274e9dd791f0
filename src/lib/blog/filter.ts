import { atom } from 'nanostores';
import { ALL_POSTS, BLOG_CATEGORIES } from './categories';

/** The category the blog index shows; the filter buttons and the grid share it. */
export const $selectedCategory = atom<string>(ALL_POSTS);

/** The category a `?category=` link asks for, if the blog has it. */
export function categoryFromSearch(search: string): string {
  const requested = new URLSearchParams(search).get('category');
  return BLOG_CATEGORIES.find((category) => category === requested) ?? ALL_POSTS;
}

export function searchForCategory(category: string): string {
  return category === ALL_POSTS ? '' : `?${new URLSearchParams({ category })}`;
}

/** Selecting a category adds a history entry, so back and forward move between choices. */
export function selectCategory(category: string): void {
  if (category === $selectedCategory.get()) return;
  $selectedCategory.set(category);
  history.pushState(null, '', `${location.pathname}${searchForCategory(category)}`);
}

/** Follows the address bar: on load and whenever back or forward changes it. */
export function followLocation(): () => void {
  const sync = () => $selectedCategory.set(categoryFromSearch(location.search));
  sync();
  window.addEventListener('popstate', sync);
  return () => window.removeEventListener('popstate', sync);
}

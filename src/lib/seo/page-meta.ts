import { pathIn, type Lang } from '../../i18n/languages.ts';

/** Search results cut longer titles and descriptions; every page is held to these. */
export const SEO_LIMITS = {
  title: 75,
  description: { min: 50, max: 160 },
} as const;

/** Fails the build for an indexable page whose title or description does not fit. */
export function assertSeoFits({ path, title, description }: { path: string; title: string; description: string }): void {
  const problems: string[] = [];
  if (title.length > SEO_LIMITS.title) problems.push(`title is ${title.length} characters (max ${SEO_LIMITS.title})`);
  const { min, max } = SEO_LIMITS.description;
  if (description.length < min || description.length > max) {
    problems.push(`description is ${description.length} characters (${min}–${max})`);
  }
  if (problems.length > 0) throw new Error(`${path}: ${problems.join('; ')}`);
}

export interface Crumb {
  name: string;
  url: string;
}

/**
 * Home, then each folder of the path, then the page itself: what BreadcrumbList describes.
 * `sectionNames` are keyed by English path; a folder named `null` there is not a page of its own
 * (`/blog/category`) and is left out.
 */
export function breadcrumbs(
  { pathname, lang, homeName }: { pathname: string; lang: Lang; homeName: string },
  pageName: string,
  site: URL,
  sectionNames: Record<string, string | null>,
): Crumb[] {
  const segments = pathIn('en', pathname).split('/').filter(Boolean);
  const crumbs: Crumb[] = [{ name: homeName, url: new URL(pathIn(lang, '/'), site).href }];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isPage = index === segments.length - 1;
    if (!isPage && sectionNames[path] === null) return;
    crumbs.push({ name: isPage ? pageName : (sectionNames[path] ?? segment), url: new URL(pathIn(lang, path), site).href });
  });
  return crumbs;
}

/**
 * The address visitors use for a page. Builds write `about.html`, and Astro reports that file
 * name as the page's path, but the site is served (and linked) without extensions.
 */
export function publicPath(pathname: string): string {
  const path = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  return path === '' ? '/' : path;
}

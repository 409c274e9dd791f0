// Which addresses exist in every language: the pages in src/pages/[...lang]/, whose
// getStaticPaths builds them once per language. A post is the exception: it exists in the
// languages it is written in, and its page names them (src/lib/blog/translations.ts), so a link
// to one from another language's page leads to the English post.
import { DEFAULT_LANG, langOfPath, pathIn, type Lang } from './languages';

const POST_PAGE = '/src/pages/[...lang]/blog/[slug].astro';

const everyLanguagePages = Object.keys(import.meta.glob('/src/pages/\\[...lang\\]/**/*.astro'))
  .filter((file) => file !== POST_PAGE)
  .map((file) => {
    const route = file
      .slice('/src/pages/[...lang]'.length, -'.astro'.length)
      .replace(/\/index$/, '')
      .replace(/\[[^\]]+\]/g, '[^/]+');
    return new RegExp(`^${route || '/'}$`);
  });

/** Whether the page at this English address is built in every language. */
export const inEveryLanguage = (englishPath: string): boolean => everyLanguagePages.some((route) => route.test(englishPath));

/**
 * Where a link to an English address leads from a page in `lang`: the same page in that language
 * where there is one. Anchors and query strings are kept; other sites' addresses are left alone.
 */
export function localizedHref(lang: Lang, href: string): string {
  if (lang === DEFAULT_LANG || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href)!;
  if (langOfPath(path) !== DEFAULT_LANG) return href;
  return inEveryLanguage(path) ? pathIn(lang, path) + rest : href;
}

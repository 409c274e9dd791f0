// The languages the site is written in, and how an address says which one a page is in. English
// keeps the addresses it always had; every other language lives under its own prefix (/bg/about),
// with the English slugs. Astro's i18n routing reads the same list (astro.config.mjs).

export const LANGUAGES = ['en', 'bg'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/** What each language is called in itself (the switcher), and its locale for Intl and Open Graph. */
export const LANGUAGE_FACTS: Record<Lang, { name: string; short: string; intl: string; openGraph: string }> = {
  en: { name: 'English', short: 'EN', intl: 'en-US', openGraph: 'en_US' },
  bg: { name: 'Български', short: 'BG', intl: 'bg-BG', openGraph: 'bg_BG' },
};

export const isLang = (value: unknown): value is Lang => LANGUAGES.includes(value as Lang);

/** The language of a page, from its address: `/bg` and `/bg/…` are Bulgarian. */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/**
 * The id a content collection stores an entry under: its own id in English, `<lang>/<id>` for a
 * translation, which sits in a `<lang>/` folder beside the English file.
 */
export const entryId = (lang: Lang, id: string): string => (lang === DEFAULT_LANG ? id : `${lang}/${id}`);

/** The language an entry is written in, from its id (see entryId). */
export function langOfEntry(id: string): Lang {
  const [folder, name] = id.split('/');
  return name !== undefined && isLang(folder) ? folder : DEFAULT_LANG;
}

/** The language Astro reports for the page being rendered (`Astro.currentLocale`). */
export const langOf = (currentLocale: string | undefined): Lang => (isLang(currentLocale) ? currentLocale : DEFAULT_LANG);

/** The same page in another language: `pathIn('bg', '/about')` is `/bg/about`, and back. */
export function pathIn(lang: Lang, pathname: string): string {
  const current = langOfPath(pathname);
  const bare = current === DEFAULT_LANG ? pathname : pathname.slice(current.length + 1) || '/';
  if (lang === DEFAULT_LANG) return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

/** `getStaticPaths` of a page that exists in every language: `[...lang]` is empty for English. */
export const everyLanguage = () => LANGUAGES.map((lang) => ({ params: { lang: lang === DEFAULT_LANG ? undefined : lang } }));

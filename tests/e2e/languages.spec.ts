// The Bulgarian edition, checked on the built site: every page has its translation, the two point
// at each other, a Bulgarian page shows none of the English interface strings, and every Bulgarian
// template passes axe.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { en } from '../../src/i18n/en';
import { bg } from '../../src/i18n/bg';
import { langOfPath, pathIn, type Lang } from '../../src/i18n/languages';
import { COMING_SOON_PATH, BLOG_PATH } from '../../src/lib/blog/rules';
import { templateRoutes } from '../../scripts/audits/template-routes.mjs';
import { expectNoAxeViolations } from './helpers';

const pages = builtPages('dist').map((page) => ({ ...page, html: readFileSync(page.file, 'utf8') }));
const routes = new Set(pages.map(({ route }) => route));

/** A post's page: a post exists only in the languages it is written in. */
const isPostPath = (route: string) =>
  route.startsWith(`${BLOG_PATH}/`) && !route.slice(BLOG_PATH.length + 1).includes('/') && route !== COMING_SOON_PATH;

/** The hreflang alternates a page declares, as language → path. */
const alternatesOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang!,
      new URL(href!).pathname,
    ]),
  );

test('every English page has a Bulgarian edition, a post where it is translated', () => {
  const missing = pages
    .filter(({ route }) => langOfPath(route) === 'en' && !isPostPath(route))
    .map(({ route }) => route)
    .filter((route) => !routes.has(pathIn('bg', route)));
  expect(missing).toEqual([]);
});

test('hreflang alternates are reciprocal, name only pages that exist, and default to English', () => {
  for (const { route, html } of pages) {
    const alternates = alternatesOf(html);
    // A page at the same address in the other language is its edition, and must be named (a
    // translated post has an address of its own, so it is checked only when it names one).
    const edition = pathIn(langOfPath(route) === 'en' ? 'bg' : 'en', route);
    const hasEdition = routes.has(edition) && !route.endsWith('/404');
    if (hasEdition) expect(alternates[langOfPath(edition)], `${route} names its edition`).toBe(edition);
    if (Object.keys(alternates).length === 0) continue;
    expect(alternates[langOfPath(route)], `${route} lists itself`).toBe(route);
    expect(alternates['x-default'], route).toBe(alternates.en);
    for (const [lang, path] of Object.entries(alternates)) {
      expect(routes.has(path), `${route} → ${lang} ${path}`).toBe(true);
      const other = pages.find((page) => page.route === path)!;
      expect(alternatesOf(other.html), `${path} answers ${route}`).toEqual(alternates);
    }
  }
});

/** Every string of a dictionary, by its key path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  return [];
}

/** What a reader sees or hears of a page: its text outside code, and the attributes read aloud. */
function readableText(page: string): string {
  // A post not translated yet is listed in English, its title, excerpt and image marked lang="en":
  // those words are the article's, not the interface's.
  const html = page.replace(/<(\w+)\b[^>]*\slang="en"[^>]*>(?:[\s\S]*?<\/\1>)?/g, ' ');
  const attributes = [...html.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(([, text]) => text);
  const text = html
    .replace(/<(script|style|pre|code)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return [...attributes, text].join(' ').replace(/\s+/g, ' ');
}

test('a Bulgarian page shows none of the English interface strings', () => {
  const translated = new Map(strings(bg));
  // Strings written the same in both languages (brand, API, figures) are no sign of a missed translation.
  const english = strings(en)
    .filter(([path, text]) => translated.get(path) !== text && /[A-Za-z]{3}/.test(text))
    .map(([, text]) => text);
  // A phrase counts where it stands alone: "Home" in the client name "Zelena Home", or "Business" in
  // "WhatsApp Business", is part of a name, not an untranslated label.
  const standing = english.map((phrase) => ({
    phrase,
    pattern: new RegExp(
      `(?<![A-Za-z\\d][ .-]?)(?<!\\p{L})${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})(?![ .-]?[A-Za-z\\d])`,
      'u',
    ),
  }));
  for (const { route, html } of pages.filter((page) => langOfPath(page.route) === 'bg')) {
    const text = readableText(html);
    expect(
      standing.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => phrase),
      route,
    ).toEqual([]);
  }
});

test('every language switch leads to a built page: the same page in the other language, else that language’s home page', () => {
  const problems = pages.flatMap(({ route, html }) => {
    const header = html.slice(html.indexOf('<site-header'), html.indexOf('</site-header>'));
    // The header's switches; a 404 page, which stands for any address, leads home.
    return [...header.matchAll(/<a href="([^"]+)" hreflang="([^"]+)"/g)].flatMap(([, href, other]) => {
      const translation = pathIn(other as Lang, route);
      const expected = routes.has(translation) && !translation.endsWith('/404') ? translation : pathIn(other as Lang, '/');
      return href === expected && routes.has(href) ? [] : [`${route}: the switch to ${other} leads to ${href}, not ${expected}`];
    });
  });
  expect(pages.every(({ html }) => /<site-header[\s\S]*<a href="[^"]+" hreflang="/.test(html))).toBe(true);
  expect(problems).toEqual([]);
});

test.describe('the language switcher', () => {
  test.use({ javaScriptEnabled: false });

  test('is a plain link to the same page in the other language, named in both, and sets no cookie', async ({ page, context }) => {
    await page.goto('/about');
    const toBulgarian = page
      .getByRole('navigation', { name: en.shell.mainNavigation })
      .getByRole('link', { name: en.shell.language.thisPageIn.bg });
    await expect(toBulgarian).toHaveAttribute('href', '/bg/about');
    await expect(toBulgarian).toHaveAttribute('hreflang', 'bg');
    await toBulgarian.click();
    await expect(page).toHaveURL(/\/bg\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    const toEnglish = page
      .getByRole('navigation', { name: bg.shell.mainNavigation })
      .getByRole('link', { name: bg.shell.language.thisPageIn.en });
    await expect(toEnglish).toHaveAttribute('href', '/about');
    expect(await context.cookies()).toEqual([]);
  });
});

// English pages are checked in the light theme by each page's own tests and in the dark theme by
// theme.spec.ts; Lighthouse audits the Bulgarian templates in the dark theme. This completes the
// four: every Bulgarian template, in the light theme.
test.describe('in Bulgarian, in the light theme', () => {
  test.beforeEach(({ page }) => page.emulateMedia({ colorScheme: 'light' }));

  for (const route of templateRoutes('dist', 'bg')) {
    test(`${route} has no accessibility violations`, async ({ page }) => {
      await page.goto(route);
      await expectNoAxeViolations(page);
    });
  }
});

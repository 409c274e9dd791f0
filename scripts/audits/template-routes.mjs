// One built route per page template: what `npm test` audits with Lighthouse (the full sweep over
// every route is `npm run audit:lighthouse`). The blog's routes are found in the build, never
// named here, so an editor's new, renamed or removed post changes nothing.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages } from '../../src/lib/build/built-pages.mjs';

/** The templates whose route is the same whatever the content. */
const FIXED_ROUTES = [
  '/', // home
  '/chat-assistants', // a product page
  '/privacy', // a legal page
  '/blog',
  '/blog/coming-soon',
  '/contact',
  '/apply',
  '/status-updates',
  '/help',
  '/documentation',
  '/api',
  '/404',
];

/** A route's address in a language: English has no prefix, another language puts its code first. */
const routeIn = (route, lang) => (lang === 'en' ? route : `/${lang}${route === '/' ? '' : route}`);

/**
 * One route per template in `lang` (English by default): a template whose page is not built in
 * that language is left out, as is the post template when no post is.
 * @param {string} dist
 * @param {string} lang
 * @returns {string[]}
 */
export function templateRoutes(dist = 'dist', lang = 'en') {
  const routes = new Set(builtPages(dist).map((page) => page.route));
  const category = [...routes].find((route) => route.startsWith(routeIn('/blog/category/', lang)) && /\/category\/[^/]+$/.test(route));
  const postsFile = join(dist, 'blog', 'posts.json');
  /** @type {{ path: string }[]} */
  const posts = existsSync(postsFile) ? JSON.parse(readFileSync(postsFile, 'utf8')).posts : [];
  const post = posts.map((entry) => routeIn(entry.path, lang)).find((path) => routes.has(path));
  return [...FIXED_ROUTES.map((route) => routeIn(route, lang)), category, post].filter((route) => route !== undefined && routes.has(route));
}

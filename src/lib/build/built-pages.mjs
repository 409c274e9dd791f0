// The pages of a build and the routes they are served at, for the audits and tests that read
// dist/ and for the pass over the finished site (src/integrations/finish-site.ts).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The route a built page is served at: /about.html → /about, /index.html → /, /blog/ → /blog.
 * @param {string} pathname
 */
export function routeOf(pathname) {
  return pathname.replace(/(index)?\.html$/, '').replace(/(.)\/$/, '$1') || '/';
}

/**
 * Every HTML page under `dist` with the route it is served at (Astro's _astro/ folder holds
 * assets only).
 */
export function builtPages(dist = 'dist') {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_astro'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { file, route: routeOf('/' + relative(dist, file).replaceAll('\\', '/')) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Whether a page asks search engines not to index it (404, Coming Soon). */
export const isNoindex = (html) => /<meta name="robots" content="noindex/.test(html);

// The pages of a build, for the audits and tests that read dist/ directly.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every HTML page under `dist` with the route it is served at: about.html → /about,
 * index.html → / (Astro's _astro/ folder holds assets only).
 */
export function builtPages(dist = 'dist') {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && !entry.parentPath.includes('_astro'))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const route = '/' + relative(dist, file).replaceAll('\\', '/').replace(/(index)?\.html$/, '');
      return { file, route: route.length > 1 ? route.replace(/\/$/, '') : route };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Whether a page asks search engines not to index it (404, Coming Soon). */
export const isNoindex = (html) => /<meta name="robots" content="noindex/.test(html);

// A page carries its stylesheets inline, so that a first visit paints without waiting for
// another request, and only the rules it can use (./used-css.ts); a page whose rules would not fit
// the limits below links the site's stylesheet instead (src/integrations/finish-site.ts). Astro links the site's
// stylesheet (it inlines only the small ones itself, with their hashes), and the pass over the
// finished site (src/integrations/finish-site.ts) replaces each link by the page's rules and adds
// their hash to the page's style-src.
import { createHash } from 'node:crypto';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)">/g;

/**
 * What a server sends before its first acknowledgement: TCP's initial window of 10 packets. A page
 * carries its rules inline only while it still fits (src/integrations/finish-site.ts).
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;
/**
 * The most CSS a page carries inline. The browser parses a page's inline rules again on every page
 * it opens, and a linked stylesheet once; a page whose rules come to more (a short article with the
 * typography plugin's rules, say) links the stylesheet, as a long one does.
 */
export const INLINE_CSS_BYTES = 20 * 1024;
const STYLE_SRC = /\bstyle-src 'self'/;

/** A stylesheet's CSP source: `'sha256-…'` of its UTF-8 bytes, as the browser hashes it. */
export const cspHash = (css: string): string => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The page with each stylesheet link replaced by the CSS `stylesheet(href)` gives, and each one's hash in its policy's style-src. */
export function inlineStylesheets(html: string, stylesheet: (href: string) => string): string {
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = stylesheet(href);
    hashes.push(cspHash(css));
    return `<style>${css}</style>`;
  });
  if (hashes.length === 0) return html;
  if (!STYLE_SRC.test(inlined))
    throw new Error(`A page that links stylesheets has no "style-src 'self'" in its policy to allow them inline`);
  return inlined.replace(STYLE_SRC, (styleSrc) => `${styleSrc} ${hashes.join(' ')}`);
}

/** The addresses of the stylesheets a page links. */
export const linkedStylesheets = (html: string): string[] => [...html.matchAll(STYLESHEET_LINK)].map(([, href]) => href!);

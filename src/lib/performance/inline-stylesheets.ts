// Every page carries its stylesheets inline, so a first visit paints without waiting for a
// request. Astro can inline them itself (`build.inlineStylesheets: 'always'`), but then it hashes
// the site's whole stylesheet for the page's Content-Security-Policy on every page, and renders,
// encodes and copies it with every page, a measurable share of a post's build (docs/performance.md).
// So Astro links them, and
// as each page is finished (src/integrations/finish-pages.ts) every link is replaced by its
// stylesheet, read and hashed once for the whole build, and the hash is added to the page's
// style-src. A page with no prose gets its stylesheets without typography rules (./prose-css.ts).
import { createHash } from 'node:crypto';
import { fromPageBytes, type PageBytes } from './page-bytes';
import { pageHasProse } from './prose-css';

const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)">/g;
const STYLE_SRC = /\bstyle-src 'self'/;

export interface InlineStylesheet {
  css: PageBytes;
  /** Its CSP source: `'sha256-…'` of its UTF-8 bytes, as the browser hashes it. */
  hash: string;
}

export const cspHash = (css: PageBytes): string => `'sha256-${createHash('sha256').update(fromPageBytes(css)).digest('base64')}'`;

/**
 * The page with each stylesheet link replaced by the stylesheet `stylesheet(href, withProse)`
 * gives, and each one's hash in its policy's style-src.
 */
export function inlineStylesheets(html: PageBytes, stylesheet: (href: string, withProse: boolean) => InlineStylesheet): PageBytes {
  const withProse = pageHasProse(html);
  const hashes: string[] = [];
  const inlined = html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const { css, hash } = stylesheet(href, withProse);
    hashes.push(hash);
    return `<style>${css}</style>`;
  });
  if (hashes.length === 0) return html;
  if (!STYLE_SRC.test(inlined))
    throw new Error(`A page that links stylesheets has no "style-src 'self'" in its policy to allow them inline`);
  return inlined.replace(STYLE_SRC, (styleSrc) => `${styleSrc} ${hashes.join(' ')}`);
}

// Every page inlines the site's one stylesheet, typography rules (`prose`, about 20 KB of it)
// included. A page with no prose in it cannot match one of them, so after the build they are
// taken out of its copy: it ships only the CSS it can use, and what remains keeps its order, so
// nothing else on the page can change.
import { createHash } from 'node:crypto';
import { transform, type Selector } from 'lightningcss';
import { fromPageBytes, type PageBytes } from './page-bytes';

/** A class of the typography plugin: the base class, its sizes, element modifiers and their responsive forms. */
const PROSE_CLASS = /(^|:)prose(-|$)/;

const isProseClass = (name: string) => PROSE_CLASS.test(name);

/** Whether any element of the page carries a typography class. */
export function pageHasProse(html: string): boolean {
  return html.matchAll(/\bclass="([^"]*)"/g).some(([, classes]) => classes!.split(/\s+/).some(isProseClass));
}

const needsProse = (selector: Selector) => selector.some((part) => part.type === 'class' && isProseClass(part.name));

/** The stylesheet without the rules that only an element with a typography class can match. */
export function withoutProseRules(css: PageBytes): PageBytes {
  const { code } = transform({
    filename: 'page.css',
    code: fromPageBytes(css),
    minify: true,
    visitor: {
      Rule: {
        style: (rule) => (rule.value.selectors.every(needsProse) ? [] : undefined),
      },
    },
  });
  return Buffer.from(code).toString('latin1');
}

const styleHash = (css: PageBytes) => `'sha256-${createHash('sha256').update(fromPageBytes(css)).digest('base64')}'`;

/**
 * A built page without typography rules when it has no prose: its inline stylesheets lose them,
 * and the Content-Security-Policy names the new stylesheets' hashes instead of the old ones.
 * `strip` is `withoutProseRules`, or a memo of it (every page inlines the same stylesheet).
 */
export function proseOnlyWhereUsed(html: PageBytes, strip: (css: PageBytes) => PageBytes = withoutProseRules): PageBytes {
  if (pageHasProse(html)) return html;
  const rehashed: [string, string][] = [];
  const restyled = html.replace(/<style>([\s\S]*?)<\/style>/g, (style, css: string) => {
    const stripped = strip(css);
    if (stripped === css) return style;
    rehashed.push([styleHash(css), styleHash(stripped)]);
    return `<style>${stripped}</style>`;
  });
  return rehashed.reduce((page, [before, after]) => page.replace(before, after), restyled);
}

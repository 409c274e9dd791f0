// Every page inlines the site's one stylesheet (./inline-stylesheets.ts), typography rules
// (`prose`, a good part of it) included. A page with no prose in it cannot match one of them, so
// it gets the stylesheet without them: it ships only the CSS it can use, and what remains keeps
// its order, so nothing else on the page can change.
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

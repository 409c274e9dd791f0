import { codeToHtml, type BundledLanguage, type ShikiTransformer, type SpecialLanguage, type ThemedToken } from 'shiki';
import { throughHighlightCache } from './highlight-cache';

/** A language Shiki highlights, or `text` for plain code. */
export type CodeLanguage = BundledLanguage | SpecialLanguage;

export const CODE_THEME = 'github-dark-high-contrast';

/** Token colours of the theme, each a class in src/styles/global.css (`.token-<hex>`). */
export const tokenClass = (hex: string) => `token-${hex.replace('#', '').toLowerCase()}`;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Shiki's font style flags (FontStyle in @shikijs/vscode-textmate) and the class for each. */
const FONT_STYLE_CLASSES = [
  [1, 'italic'],
  [2, 'font-bold'],
  [4, 'underline'],
] as const;
const STRIKETHROUGH = 8;

/** The classes that stand for a token's colour and font style; its background is the code frame's to paint. */
function tokenClasses({ color, fontStyle = 0, htmlStyle, content }: ThemedToken): string[] {
  const unsupported = htmlStyle
    ? 'a theme style'
    : color && !HEX_COLOUR.test(color)
      ? `the colour ${color}`
      : fontStyle & STRIKETHROUGH
        ? 'strikethrough'
        : '';
  if (unsupported) throw new Error(`highlight: no class for ${unsupported} of "${content}"`);
  const classes = FONT_STYLE_CLASSES.filter(([flag]) => fontStyle & flag).map(([, name]) => name);
  return color ? [tokenClass(color), ...classes] : classes;
}

// Shiki writes colours as style attributes; these hooks write classes in their place while it
// builds the HTML, so nothing parses its output again.
const stylesAsClasses: ShikiTransformer = {
  pre(node) {
    // The block's own style is its background, the frame's to paint, and its text colour.
    const colour = /(?:^|;)color:([^;]*)/.exec(String(node.properties.style))?.[1];
    delete node.properties.style;
    if (colour) this.addClassToHast(node, tokenClasses({ color: colour, content: 'the block', offset: 0 }));
  },
  span(node, _line, _column, _lineElement, token) {
    delete node.properties.style;
    const classes = tokenClasses(token);
    if (classes.length > 0) node.properties.class = classes.join(' ');
  },
};

/**
 * Code highlighted at build time, with Shiki's inline colours turned into classes: the site's
 * Content-Security-Policy refuses style attributes. A style it cannot turn into a class fails
 * the build rather than silently losing its colour. Blocks highlighted by an earlier build come
 * from its cache (./highlight-cache.ts).
 */
export function highlight(code: string, lang: CodeLanguage): Promise<string> {
  return throughHighlightCache(lang, code, () => codeToHtml(code, { lang, theme: CODE_THEME, transformers: [stylesAsClasses] }));
}

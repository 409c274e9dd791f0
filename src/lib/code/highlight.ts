import { codeToHtml, type BundledLanguage, type SpecialLanguage } from 'shiki';

/** A language Shiki highlights, or `text` for plain code. */
export type CodeLanguage = BundledLanguage | SpecialLanguage;

export const CODE_THEME = 'github-dark-high-contrast';

/** Token colours of the theme, each a class in src/styles/global.css (`.token-<hex>`). */
export const tokenClass = (hex: string) => `token-${hex.replace('#', '').toLowerCase()}`;

const DECLARATION_CLASSES: Record<string, (value: string) => string | undefined> = {
  color: (value) => (/^#[0-9a-f]{6}$/i.test(value) ? tokenClass(value) : undefined),
  'font-style': (value) => (value === 'italic' ? 'italic' : undefined),
  'font-weight': (value) => (value === 'bold' ? 'font-bold' : undefined),
  'text-decoration': (value) => (value === 'underline' ? 'underline' : undefined),
};

/** The classes that stand for an inline style; the background is the code frame's to paint. */
function styleClasses(style: string): string[] {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => declaration && !declaration.startsWith('background-color'))
    .map((declaration) => {
      const [property = '', value = ''] = declaration.split(':').map((part) => part.trim());
      const className = DECLARATION_CLASSES[property]?.(value);
      if (!className) throw new Error(`highlight: no class for the inline style "${declaration}"`);
      return className;
    });
}

/**
 * Code highlighted at build time, with Shiki's inline colours turned into classes: the site's
 * Content-Security-Policy refuses style attributes. A style it cannot turn into a class fails
 * the build rather than silently losing its colour.
 */
export async function highlight(code: string, lang: CodeLanguage): Promise<string> {
  const html = await codeToHtml(code, { lang, theme: CODE_THEME });
  return html
    .replace(/<pre class="([^"]*)"([^>]*?) style="([^"]*)"/, (_, classes: string, attributes: string, style: string) =>
      `<pre class="${[classes, ...styleClasses(style)].join(' ')}"${attributes}`,
    )
    .replace(/<span style="([^"]*)"/g, (_, style: string) => `<span class="${styleClasses(style).join(' ')}"`);
}

// A fenced code block as MDX hands it to the `pre` component of a post: the rendered
// `<code class="language-ts">…</code>`, its text escaped. Astro's own highlighter is off because it
// writes inline styles the Content-Security-Policy refuses, so the component highlights from this.

export interface FencedCode {
  /** What the editor wrote after the backticks, if anything. */
  language: string | undefined;
  code: string;
}

const CODE_ELEMENT = /^\s*<code(?:\s+class="language-([^"\s]+)[^"]*")?>([\s\S]*)<\/code>\s*$/;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const hex = name[1]?.toLowerCase() === 'x';
      return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The language and the exact text of a fenced block; throws on a `<pre>` that is not one. */
export function readFencedCode(html: string): FencedCode {
  const match = CODE_ELEMENT.exec(html);
  if (!match || /<\w/.test(match[2]!)) {
    throw new Error('A <pre> in a blog post holds more than plain code. Write code as a fenced block: ```lang, the code, then ```.');
  }
  // The fence's last line break ends the block; it is not part of the code.
  return { language: match[1], code: unescapeHtml(match[2]!).replace(/\n$/, '') };
}

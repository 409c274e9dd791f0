// A Markdown (.md) post arrives as HTML, rendered once when the content is synced. An MDX post
// hands its code blocks, tables and images to components (src/components/blog/mdx/index.ts); a
// Markdown post's HTML is cut at the same elements so they render through the same components, and
// both kinds of post look the same.
import { posix } from 'node:path';
import { decodeEntities } from '@/lib/content/html';

export type BodyPart =
  | { kind: 'html'; html: string }
  /** A fenced code block: the `<code class="language-…">` element inside its `<pre>`. */
  | { kind: 'code'; html: string }
  /** A table's rows, without the `<table>` element around them. */
  | { kind: 'table'; html: string }
  /** `src` is a project path (/src/assets/blog/chart.png) for a local image, else as written. */
  | { kind: 'image'; src: string; alt: string | undefined };

const PARTS = /<pre>([\s\S]*?)<\/pre>|<table>([\s\S]*?)<\/table>|<img\s([^>]*?)\/?>/g;
// Astro leaves a local image as a placeholder holding what the editor wrote, relative to the post.
const LOCAL_IMAGE = /__ASTRO_IMAGE_="([^"]*)"/;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

function image(attributes: string, postFile: string): BodyPart {
  const placeholder = LOCAL_IMAGE.exec(attributes)?.[1];
  if (placeholder === undefined) {
    const alt = attribute(attributes, 'alt');
    return {
      kind: 'image',
      src: decodeEntities(attribute(attributes, 'src') ?? ''),
      alt: alt === undefined ? undefined : decodeEntities(alt),
    };
  }
  const { src, alt } = JSON.parse(decodeEntities(placeholder)) as { src: string; alt?: string };
  return { kind: 'image', src: posix.join(posix.dirname(`/${postFile}`), src), alt };
}

/** The post's HTML as plain parts and the parts that render through a component. */
export function markdownBodyParts(rendered: string, postFile: string): BodyPart[] {
  // Markdown ends the last block with a line break; MDX does not, and the pages stay the same.
  const html = rendered.trimEnd();
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of html.matchAll(PARTS)) {
    const [whole, code, table, imageAttributes] = match;
    if (match.index > last) parts.push({ kind: 'html', html: html.slice(last, match.index) });
    if (code !== undefined) parts.push({ kind: 'code', html: code });
    else if (table !== undefined) parts.push({ kind: 'table', html: table });
    else parts.push(image(imageAttributes!, postFile));
    last = match.index + whole.length;
  }
  if (last < html.length) parts.push({ kind: 'html', html: html.slice(last) });
  return parts;
}

// What a post's MDX can use without an import line: the editor components (docs/blog-editing.md)
// and the stand-ins for Markdown's own code blocks, tables and images.
import Callout from './Callout.astro';
import CodeFence from './CodeFence.astro';
import Figure from './Figure.astro';
import KeyFigures from './KeyFigures.astro';
import PostImage from './PostImage.astro';
import ScrollTable from './ScrollTable.astro';

export const postComponents = {
  Callout,
  Figure,
  KeyFigures,
  pre: CodeFence,
  table: ScrollTable,
  img: PostImage,
};

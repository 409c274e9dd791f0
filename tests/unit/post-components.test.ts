// The components of a blog post (src/components/blog/mdx/) rendered through the Astro Container
// API, alone and as a post's MDX uses them, the way src/pages/[...lang]/blog/[slug].astro passes them.
import { readdirSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import mdxRenderer from '@astrojs/mdx/server.js';
import { beforeAll, describe, expect, it } from 'vitest';
import Callout from '../../src/components/blog/mdx/Callout.astro';
import Figure from '../../src/components/blog/mdx/Figure.astro';
import KeyFigures from '../../src/components/blog/mdx/KeyFigures.astro';
import { postComponents } from '../../src/components/blog/mdx';
import EveryComponent from './fixtures/posts/every-component.mdx';
import ImageWithoutAlt from './fixtures/posts/image-without-alt.mdx';

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
  container.addServerRenderer({ name: 'astro:jsx', renderer: mdxRenderer });
});

// Tests run Astro in development, which marks every element with its source; the build does not.
const withoutSourceMarks = (html: string) => html.replace(/ data-astro-source-(?:file|loc)="[^"]*"/g, '');

async function render(
  component: Parameters<AstroContainer['renderToString']>[0],
  options?: Parameters<AstroContainer['renderToString']>[1],
) {
  return withoutSourceMarks(await container.renderToString(component, options));
}

const renderPost = (content: typeof EveryComponent) => render(content, { props: { components: postComponents } });

describe('Callout', () => {
  it('labels each type, visibly and for screen readers, each in its own colours', async () => {
    const looks = { note: 'bg-accent-soft', warning: 'bg-warning-soft', tip: 'bg-success-soft' };
    for (const [type, background] of Object.entries(looks)) {
      const html = await render(Callout, { props: { type }, slots: { default: '<p>Body</p>' } });
      const label = type[0]!.toUpperCase() + type.slice(1);
      expect(html).toMatch(new RegExp(`role="note" aria-label="${label}" data-callout="${type}"`));
      expect(html).toContain(`<p class="font-semibold">${label}</p>`);
      expect(html).toContain(background);
      expect(html).toContain('<p>Body</p>');
    }
  });

  it('is a note when no type is given, and a title joins the label', async () => {
    expect(await render(Callout)).toContain('aria-label="Note" data-callout="note"');
    const html = await render(Callout, { props: { type: 'tip', title: 'Start small' } });
    expect(html).toContain('aria-label="Tip: Start small"');
    expect(html).toContain('<p class="font-semibold">Start small</p>');
  });

  it('fails the build on a type that does not exist', async () => {
    await expect(render(Callout, { props: { type: 'info' } })).rejects.toThrow(/Use one of: note, warning, tip/);
  });
});

describe('Figure', () => {
  // Whatever image the blog has: the test does not depend on a particular post's picture.
  const file = readdirSync('src/assets/blog').find((name) => /\.(png|jpe?g|webp|svg)$/.test(name))!;

  it('shows a local image, optimised with its size, its alt text and a caption', async () => {
    const html = await render(Figure, { props: { src: file, alt: 'What it shows', caption: 'The caption' } });
    expect(html).toMatch(/<figure[^>]*><img src="\/_image\?href=[^"]+" srcset="[^"]+"/);
    expect(html).toMatch(/alt="What it shows"/);
    expect(html).toMatch(/width="\d+" height="\d+"/);
    expect(html).toContain('<figcaption class="mt-3 text-center text-sm text-muted">The caption</figcaption>');
  });

  it('fails the build without alt text, saying how to write it', async () => {
    for (const alt of [undefined, ' ']) {
      await expect(render(Figure, { props: { src: file, alt } })).rejects.toThrow(
        `The image ${file} in a blog post has no alt text. Say what it shows`,
      );
    }
  });

  it('fails the build on a file that is not in src/assets/blog/', async () => {
    await expect(render(Figure, { props: { src: 'missing.png', alt: 'x' } })).rejects.toThrow(
      '<Figure src="missing.png">: there is no such image in src/assets/blog/',
    );
  });
});

describe('KeyFigures', () => {
  it('lists each figure as a term and its value, in one row for their number', async () => {
    const items = [
      { value: '85%', label: 'of conversations automated' },
      { value: '24/7', label: 'coverage' },
    ];
    const html = await render(KeyFigures, { props: { items } });
    const pairs = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => ({ value, label }));
    expect(pairs).toEqual(items);
    expect(html).toContain('sm:grid-cols-2');
  });

  it('fails the build with a single figure', async () => {
    await expect(render(KeyFigures, { props: { items: [{ value: '1', label: 'one' }] } })).rejects.toThrow(/needs 2 to 4 figures/);
  });
});

describe('a post written in MDX', () => {
  it('highlights fenced code with classes, no inline style, under its language label with a Copy button', async () => {
    const html = await renderPost(EveryComponent);
    const blocks = [...html.matchAll(/<copy-code data-title="([^"]+)"[\s\S]*?<\/copy-code>/g)];
    expect(blocks.map(([, title]) => title)).toEqual(['TypeScript', 'Text']);
    for (const [block] of blocks) {
      expect(block).not.toMatch(/style=/);
      expect(block).toMatch(/<pre class="shiki [^"]*token-[0-9a-f]{6}"/);
      expect(block).toMatch(/<button type="button" data-copy hidden/);
    }
    const [typescript, plain] = blocks.map(([block]) => block);
    expect(typescript).toMatch(/<span class="token-[0-9a-f]{6}">const<\/span>/);
    expect(typescript).toContain('&#x3C;');
    expect(typescript).toContain('&#x26;&#x26;');
    expect(plain).toContain('plain words');
    // Inline code stays inline.
    expect(html).toContain('<code>inline</code>');
  });

  it('wraps tables in a frame that scrolls sideways on a narrow screen', async () => {
    expect(await renderPost(EveryComponent)).toMatch(/<div tabindex="0" class="my-8 overflow-x-auto"><table class="my-0">\s*<thead>/);
  });

  it('optimises a Markdown image from a relative path: a built URL with its width and height', async () => {
    const html = await renderPost(EveryComponent);
    expect(html).toMatch(/<img src="\/_image\?href=[^"]*chart\.svg[^"]*"[^>]*alt="A small test chart"[^>]*width="800" height="400"/);
  });

  it('renders the editor components without an import line', async () => {
    expect(await renderPost(EveryComponent)).toMatch(/role="note" aria-label="Warning"[\s\S]*Check the <strong>webhook secret<\/strong>/);
  });

  it('fails the build on a Markdown image without alt text, naming the file', async () => {
    await expect(renderPost(ImageWithoutAlt)).rejects.toThrow('The image chart.svg in a blog post has no alt text');
  });
});

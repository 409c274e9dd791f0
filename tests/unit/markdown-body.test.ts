// A Markdown (.md) post's HTML, as Astro renders it when the content is synced, cut at the
// elements an MDX post hands to components, and rendered through those same components.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import MarkdownBody from '../../src/components/blog/MarkdownBody.astro';
import { POST_COMPONENT_NAMES } from '../../src/lib/blog/post-components';
import { markdownBodyParts } from '../../src/lib/blog/markdown-body';
import { postComponents } from '../../src/components/blog/mdx';

const POST = 'src/content/blog/a-post.md';
const localImage = (src: string, alt: string) =>
  `<img __ASTRO_IMAGE_="${JSON.stringify({ alt, src, index: 0 }).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">`;

const html = [
  '<h2 id="setup">Setup</h2>\n<p>Text with <code>inline</code> code.</p>\n',
  '<pre><code class="language-ts">const ok = 1 &#x3C; 2 &#x26;&#x26; "yes";\n</code></pre>\n',
  '<table>\n<thead>\n<tr>\n<th>Metric</th>\n</tr>\n</thead>\n</table>\n',
  `<p>${localImage('../../assets/blog/default-hero.svg', 'Q&A "chart"')}</p>\n`,
].join('');

describe('markdownBodyParts', () => {
  it('cuts out code blocks, tables and images, keeping everything else as it is', () => {
    expect(markdownBodyParts(html, POST)).toEqual([
      { kind: 'html', html: '<h2 id="setup">Setup</h2>\n<p>Text with <code>inline</code> code.</p>\n' },
      { kind: 'code', html: '<code class="language-ts">const ok = 1 &#x3C; 2 &#x26;&#x26; "yes";\n</code>' },
      { kind: 'html', html: '\n' },
      { kind: 'table', html: '\n<thead>\n<tr>\n<th>Metric</th>\n</tr>\n</thead>\n' },
      { kind: 'html', html: '\n<p>' },
      { kind: 'image', src: '/src/assets/blog/default-hero.svg', alt: 'Q&A "chart"' },
      { kind: 'html', html: '</p>' },
    ]);
  });

  it('keeps an image that is not a local file as written, for PostImage to refuse', () => {
    expect(markdownBodyParts('<p><img src="https://example.com/a.png" alt="A"></p>', POST)).toContainEqual({
      kind: 'image',
      src: 'https://example.com/a.png',
      alt: 'A',
    });
  });
});

describe('MarkdownBody', () => {
  let container: AstroContainer;
  beforeAll(async () => {
    container = await AstroContainer.create();
  });
  const render = (body: string) => container.renderToString(MarkdownBody, { props: { html: body, file: POST } });

  it('renders code, tables and images through the components an MDX post uses', async () => {
    const page = await render(html);
    expect(page).toMatch(/<copy-code data-title="TypeScript"[\s\S]*<span class="token-[0-9a-f]{6}">const<\/span>/);
    expect(page).toMatch(/<div tabindex="0" class="my-8 overflow-x-auto"[^>]*><table class="my-0"[^>]*>\s*<thead>/);
    expect(page).toMatch(/<img src="[^"]*default-hero[^"]*"[^>]*alt="Q&amp;A &quot;chart&quot;"[^>]*class="h-auto w-full rounded-2xl"/);
    expect(page).toContain('<h2 id="setup">Setup</h2>');
  });

  it('fails the build on an image without alt text, or one that is not a local file', async () => {
    await expect(render(`<p>${localImage('../../assets/blog/default-hero.svg', '')}</p>`)).rejects.toThrow(
      'The image default-hero.svg in a blog post has no alt text',
    );
    await expect(render('<p><img src="https://example.com/a.png" alt="A"></p>')).rejects.toThrow('is not a local file');
  });
});

describe('the components only MDX can use', () => {
  it('are the ones the build tells Markdown posts about', () => {
    const components = Object.keys(postComponents).filter((name) => /^[A-Z]/.test(name));
    expect([...POST_COMPONENT_NAMES].sort()).toEqual(components.sort());
  });
});

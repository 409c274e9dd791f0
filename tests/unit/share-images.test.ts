import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shareImageRequest, shareImages } from '../../src/integrations/share-images';
import { renderShareImage } from '../../src/integrations/share-images/draw';
import { handOver, takeTurn } from '../../src/integrations/rendered-pages';
import { toPageBytes } from '../../src/lib/performance/page-bytes';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../src/lib/seo/share-image';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('shareImagePath', () => {
  it('gives each page its own image, the home page index.png', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/about')).toBe('/og/about.png');
    expect(shareImagePath('/blog/some-post')).toBe('/og/blog/some-post.png');
  });
});

describe('shareImageRequest', () => {
  it('reads the title and label a page asks for, decoding HTML entities', () => {
    const html =
      '<meta property="og:image" content="x" data-share-title="Q&amp;A: &quot;Why&quot; &lt;now&gt;" data-share-label="Case Studies">';
    expect(shareImageRequest(html)).toEqual({ title: 'Q&A: "Why" <now>', label: 'Case Studies' });
    expect(shareImageRequest('<meta property="og:image" content="x" data-share-title="About">')).toEqual({
      title: 'About',
      label: undefined,
    });
    expect(shareImageRequest('<meta property="og:title" content="x">')).toBeNull();
  });

  it('reads a title beyond Latin-1 from the page as written', () => {
    const page = toPageBytes(
      new TextEncoder().encode('<meta property="og:image" content="x" data-share-title="Клиенти — “AI”" data-share-label="Café">').buffer,
    );
    expect(shareImageRequest(page)).toEqual({ title: 'Клиенти — “AI”', label: 'Café' });
  });
});

describe('renderShareImage', () => {
  it('draws a 1200×630 PNG, Cyrillic titles included', async () => {
    const png = await renderShareImage({
      title: 'Щастливи клиенти с AI асистент',
      label: 'Case Studies',
      brand: 'Brand',
      domain: 'example.test',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual(SHARE_IMAGE_SIZE);
  });
});

describe('the share-images build step', () => {
  /** One build: the pages are handed over as they render, then the build finishes. */
  const build = async (dist: string, pages: Record<string, string>) => {
    const messages: string[] = [];
    const logger = { info: (message: string) => messages.push(message) };
    const { hooks } = shareImages({ brand: 'Brand', domain: 'example.test' });
    await (hooks['astro:build:start'] as () => Promise<void>)();
    for (const [pathname, html] of Object.entries(pages)) handOver(pathname, html, takeTurn());
    await (hooks['astro:build:done'] as (options: unknown) => Promise<void>)({ dir: pathToFileURL(`${dist}/`), logger });
    return messages.join('\n');
  };

  it('draws an image for every page that asks for one, then reuses it from the cache', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'share-images-'));
    const title = `A page built at ${Date.now()}`;
    const pages = {
      '/about.html': `<meta property="og:image" content="x" data-share-title="${title}">`,
      '/plain.html': '<title>No image asked for</title>',
    };

    expect(await build(dist, pages)).toContain('1 share images (1 drawn, 0 from the cache)');
    expect(pngSize(readFileSync(join(dist, 'og/about.png')))).toEqual(SHARE_IMAGE_SIZE);
    expect(await build(dist, pages)).toContain('1 share images (0 drawn, 1 from the cache)');
  });
});

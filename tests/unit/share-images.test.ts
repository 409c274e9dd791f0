import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shareImage } from '../../src/lib/share-images/cache';
import { renderShareImage } from '../../src/lib/share-images/draw';
import { SHARE_IMAGE_SIZE, shareImagePath } from '../../src/lib/share-images/path';
import { tempDir } from './temp-dir';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
/** The colour type from a PNG's IHDR chunk: 2 is RGB, 6 RGB with an alpha channel. */
const PNG_RGB = 2;
const pngColourType = (png: Buffer) => png.readUInt8(25);

describe('shareImagePath', () => {
  it('gives each page its own image, the home page index.png', () => {
    expect(shareImagePath('/')).toBe('/og/index.png');
    expect(shareImagePath('/about')).toBe('/og/about.png');
    expect(shareImagePath('/blog/some-post')).toBe('/og/blog/some-post.png');
  });
});

describe('renderShareImage', () => {
  it('draws an opaque 1200×630 PNG, Cyrillic titles included', async () => {
    const png = await renderShareImage({
      title: 'Щастливи клиенти с AI асистент',
      label: 'Case Studies',
      brand: 'Brand',
      domain: 'example.test',
    });
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(png)).toEqual(SHARE_IMAGE_SIZE);
    expect(pngColourType(png)).toBe(PNG_RGB);
  });
});

describe('shareImage', () => {
  it('draws an image once, then takes it from the cache until what it shows changes', async () => {
    const cache = tempDir('share-images');
    const text = { title: 'About', brand: 'Brand', domain: 'example.test' };
    const first = await shareImage(text, cache);
    expect(pngSize(first)).toEqual(SHARE_IMAGE_SIZE);
    expect(await shareImage(text, cache)).toEqual(first);
    expect(readdirSync(cache)).toHaveLength(1);
    await shareImage({ ...text, label: 'Case Studies' }, cache);
    expect(readdirSync(cache)).toHaveLength(2);
  });
});

import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtPages } from '../../src/lib/build/built-pages.mjs';
import { shareImagePath } from '../../src/lib/share-images/path';

const pages = builtPages('dist');

test('every page links a share image of its own, 1200×630, with its size and alt text', async ({ request }) => {
  const seen = new Set<string>();
  for (const { route } of pages) {
    const html = await (await request.get(route === '/404' ? '/404.html' : route)).text();
    const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];
    const image = meta('og:image');
    expect(image, route).toBeDefined();
    const path = new URL(image!).pathname;
    expect(seen.has(path), `${route} shares ${path} with another page`).toBe(false);
    seen.add(path);
    expect([meta('og:image:width'), meta('og:image:height')], route).toEqual(['1200', '630']);
    expect(meta('og:image:alt'), route).toMatch(/\w/);

    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain('image/png');
    const png = await response.body();
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, path).toEqual({ width: 1200, height: 630 });
  }
});

test('every drawn image belongs to a page: the list of images follows the pages', () => {
  const linked = new Set(pages.map(({ route }) => shareImagePath(route)));
  const drawn = readdirSync('dist/og', { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.png'));
  expect(drawn.map((name) => `/og/${name}`).filter((path) => !linked.has(path))).toEqual([]);
});

// Draws every built page's share image (see draw.ts) into dist/og/ after the
// build. The page says what its image shows, on its og:image tag (SiteHead.astro), read as it is
// rendered (../rendered-pages.ts), so every page gets one without a list of pages here. Images are
// cached by what they show and by the drawing code itself, so a repeated build redraws only what
// changed.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { decodeEntities } from '../../lib/content/html';
import { shareImagePath } from '../../lib/seo/share-image';
import { renderShareImage, type ShareImageText } from './draw';
import { textOf, type PageBytes } from '../../lib/performance/page-bytes';
import { readEachPage } from '../rendered-pages';

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/share-images/', import.meta.url));
const DRAWING_CODE = fileURLToPath(new URL('./draw.ts', import.meta.url));

/** What a page's og:image tag asks to be drawn: `data-share-title` and `data-share-label`. */
export function shareImageRequest(html: PageBytes): Pick<ShareImageText, 'title' | 'label'> | null {
  const tag = /<meta property="og:image"[^>]*>/.exec(html)?.[0];
  const title = tag && /data-share-title="([^"]*)"/.exec(tag)?.[1];
  if (!tag || title === undefined) return null;
  const label = /data-share-label="([^"]*)"/.exec(tag)?.[1];
  return { title: decodeEntities(textOf(title)), label: label === undefined ? undefined : decodeEntities(textOf(label)) };
}

/**
 * Puts the cached image at `target`, false when it is not cached. A hard link costs no copy, which
 * matters with thousands of posts; across file systems it falls back to copying. A build starts
 * from an empty dist/, so an image already there is replaced only when it is found. The calls are
 * synchronous: thousands of asynchronous ones cost several times more, one thread hop each, and
 * nothing else in this process waits on them (the search index is written by its own process).
 */
function placeFromCache(cacheFile: string, target: string): boolean {
  try {
    linkSync(cacheFile, target);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') {
      rmSync(target);
      return placeFromCache(cacheFile, target);
    }
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  copyFileSync(cacheFile, target);
  return true;
}

export function shareImages({ brand, domain }: { brand: string; domain: string }): AstroIntegration {
  let requests: [route: string, request: NonNullable<ReturnType<typeof shareImageRequest>>][] = [];
  let stop = () => {};
  return {
    name: 'share-images',
    hooks: {
      'astro:build:start': () => {
        requests = [];
        stop = readEachPage(({ route, html }) => {
          const request = shareImageRequest(html);
          if (request) requests.push([route, request]);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        stop();
        const dist = fileURLToPath(dir);
        const codeHash = createHash('sha256')
          .update(await readFile(DRAWING_CODE))
          .digest('hex');
        let drawn = 0;
        let cached = 0;
        const folders = new Set<string>();
        for (const [route, request] of requests) {
          const text = { ...request, brand, domain };
          const key = createHash('sha256').update(codeHash).update(JSON.stringify(text)).digest('hex');
          const cacheFile = join(CACHE_DIR, `${key}.png`);
          const target = join(dist, shareImagePath(route));
          // One mkdir per folder, not per page: each is a trip to the disk.
          if (!folders.has(dirname(target))) mkdirSync(dirname(target), { recursive: true });
          folders.add(dirname(target));
          if (placeFromCache(cacheFile, target)) cached++;
          else {
            await mkdir(CACHE_DIR, { recursive: true });
            await writeFile(cacheFile, await renderShareImage(text));
            placeFromCache(cacheFile, target);
            drawn++;
          }
        }
        logger.info(`${drawn + cached} share images (${drawn} drawn, ${cached} from the cache)`);
      },
    },
  };
}

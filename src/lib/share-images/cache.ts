// Drawing a share image costs more than rendering its page, so each is kept for the next build
// (src/lib/build/file-cache.ts), named by what it shows and by the drawing code: a repeated build
// draws only the images whose text or look changed.
import { join } from 'node:path';
import { CACHE_ROOT, cacheKey, fromFileCache } from '@/lib/build/file-cache';
import drawingCode from './draw.ts?raw';
import { renderShareImage, type ShareImageText } from './draw';

/** The image for `text`, from the cache or drawn now. */
export const shareImage = (text: ShareImageText, cacheDir = join(CACHE_ROOT, 'share-images')): Promise<Buffer> =>
  fromFileCache(join(cacheDir, `${cacheKey(drawingCode, JSON.stringify(text))}.png`), () => renderShareImage(text));

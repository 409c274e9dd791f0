// The key under which Astro's incremental build (astro.config.mjs) keeps the blog's pages: a page
// whose getStaticPaths gives a `cacheKey` is copied from the last build while that key and the
// page's code are unchanged. Astro tracks the code; this key stands for everything else a blog
// page shows, so a post, a listing or a card is drawn again as soon as any of it changes.
import { createHash } from 'node:crypto';

export interface BlogContent {
  /** Every post and author as stored: front matter, images, text facts and rendered HTML. */
  stored: readonly unknown[];
  /** The posts visible on the day of the build: a scheduled post appears without an edit. */
  visible: readonly string[];
}

/** The key itself. `runtime` is in it because Node's Intl writes the dates, and a new release may write them differently. */
export const blogEdition = ({ stored, visible }: BlogContent, runtime: string = process.version): string =>
  createHash('sha256')
    .update(JSON.stringify([runtime, visible, stored]))
    .digest('hex');

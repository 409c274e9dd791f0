// Astro's static build renders every page in the same Node process that runs the integrations.
// The build steps that need a page's final HTML (script priority, the search index, share images,
// the sitemap's noindex list and lastmod) take it here as each page is rendered: reading
// thousands of written pages back after the build, once per step, cost more than rendering them.
// The middleware hands every page over; the steps register in `astro:build:start`. Nothing
// registers outside a build, so `astro dev` pages pass through untouched.
// Steps see each page as its bytes (../lib/performance/page-bytes.ts).
import { routeOf } from '../../scripts/audits/built-pages.mjs';
import type { PageBytes } from '../lib/performance/page-bytes';

export interface RenderedPage {
  /** Where the page is served: /, /about, /blog/some-post. */
  readonly route: string;
  readonly html: PageBytes;
}

/** Gives the HTML to write in place of the page's own. */
export type PageFinisher = (page: RenderedPage) => PageBytes;
/** Learns from the page as it will be written. */
export type PageReader = (page: RenderedPage) => void;

interface Steps {
  finishers: Set<PageFinisher>;
  readers: Set<PageReader>;
  handedOver: number;
}

// The middleware is bundled into the build's server code and the integrations are loaded with the
// config, so each has its own copy of this module: the steps live on the process's global object.
const STEPS = Symbol.for('site.rendered-pages');
const steps: Steps = ((globalThis as Record<symbol, Steps | undefined>)[STEPS] ??= {
  finishers: new Set(),
  readers: new Set(),
  handedOver: 0,
});

/** Has every page rendered from now on pass through `finisher`; the returned function stops it. */
export function finishEachPage(finisher: PageFinisher): () => void {
  steps.finishers.add(finisher);
  return () => steps.finishers.delete(finisher);
}

/** Shows `reader` every page rendered from now on, finished; the returned function stops it. */
export function readEachPage(reader: PageReader): () => void {
  steps.readers.add(reader);
  return () => steps.readers.delete(reader);
}

/** Called by the middleware with each rendered page; returns the page to write. */
export function handOver(pathname: string, html: PageBytes): PageBytes {
  const route = routeOf(pathname);
  let finished = html;
  for (const finish of steps.finishers) finished = finish({ route, html: finished });
  for (const read of steps.readers) read({ route, html: finished });
  steps.handedOver++;
  return finished;
}

/** How many pages have been handed over since the process started. */
export const pagesHandedOver = () => steps.handedOver;

// Astro's static build renders every page in the same Node process that runs the integrations.
// The build steps that need a page's final HTML (script priority, the search index, share images,
// the sitemap's noindex list and lastmod) take it here as each page is rendered: reading
// thousands of written pages back after the build, once per step, cost more than rendering them.
// The middleware hands every page over; the steps register in `astro:build:start`. Nothing
// registers outside a build, so `astro dev` pages pass through untouched.
// Steps see each page as its bytes (../lib/performance/page-bytes.ts).
// Two pages render at a time and finish in no fixed order, so readers see pages in the order
// their renders started, which follows Astro's list of pages: the search index numbers pages in
// the order it reads them, and the same pages then give the same index.
import { routeOf } from '../lib/build/built-pages.mjs';
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
  turnsTaken: number;
  /** The turn whose page readers see next. */
  nextTurn: number;
  /** Turns ended before an earlier one: their page, or null for none. */
  ended: Map<number, RenderedPage | null>;
}

// The middleware is bundled into the build's server code and the integrations are loaded with the
// config, so each has its own copy of this module: the steps live on the process's global object.
const STEPS = Symbol.for('site.rendered-pages');
const steps: Steps = ((globalThis as Record<symbol, Steps | undefined>)[STEPS] ??= {
  finishers: new Set(),
  readers: new Set(),
  handedOver: 0,
  turnsTaken: 0,
  nextTurn: 0,
  ended: new Map(),
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

/** Called by the middleware as each request starts; readers see pages in this order. */
export const takeTurn = (): number => steps.turnsTaken++;

/** Called by the middleware with the page rendered in `turn`; returns the page to write. */
export function handOver(pathname: string, html: PageBytes, turn: number): PageBytes {
  const route = routeOf(pathname);
  let finished = html;
  for (const finish of steps.finishers) finished = finish({ route, html: finished });
  steps.handedOver++;
  endTurn(turn, { route, html: finished });
  return finished;
}

/**
 * Ends `turn`, with its page or without one (a response that is not a page, or a failed render),
 * and shows readers every page whose turn has come. Ending a turn again does nothing.
 */
export function endTurn(turn: number, page: RenderedPage | null = null): void {
  if (turn < steps.nextTurn || steps.ended.has(turn)) return;
  // Outside a build nobody reads, and a page waiting for an earlier turn would only hold memory.
  steps.ended.set(turn, steps.readers.size > 0 ? page : null);
  for (let next = steps.ended.get(steps.nextTurn); next !== undefined; next = steps.ended.get(steps.nextTurn)) {
    steps.ended.delete(steps.nextTurn++);
    if (next) for (const read of steps.readers) read(next);
  }
}

/** How many pages have been handed over since the process started. */
export const pagesHandedOver = () => steps.handedOver;

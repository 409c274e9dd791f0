// The web font never changes a page that is already on screen. A first visit is set in Inter's
// metric twin throughout and fetches Inter a moment after the page has loaded, for the next one
// (src/scripts/load-web-font.ts). Every page after that reads this mark at the top of <body>,
// before the first layout, and asks for Inter from the start. `font-display: optional` uses it
// only when the cache hands it over within a short block period (the host's immutable caching of
// /_astro/ is what makes that likely) and otherwise keeps the twin for that page rather than swap.

/** The local-storage key where a browser records that it has the web font in its cache. */
export const WEB_FONT_CACHED = 'webFont';

/**
 * How long after `load` a first visit fetches the font for the next page. A page can paint first
 * well after `load` (a busy device, a browser just started), and Lighthouse counts a font requested
 * before that paint as something the paint waited for (docs/performance.md).
 */
export const WEB_FONT_AFTER_LOAD_MS = 3000;

/** The inline script at the top of <body>: marks <html data-web-font> once the font is cached. */
export const WEB_FONT_MARK_SCRIPT = `try{localStorage.${WEB_FONT_CACHED}&&(document.documentElement.dataset.webFont='')}catch{}`;

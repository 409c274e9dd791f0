// A first visit loads Inter once the page has loaded and settled, so the next page can use it from
// the start (src/lib/performance/web-font-mark.ts); this page keeps the twin it was painted in, as
// its stylesheet names Inter only once marked. The browser fetches the subsets of Inter's
// @font-face rules (src/styles/global.css) that this page's text needs: Latin, and on a Bulgarian
// page Cyrillic too. Later pages already have the font: nothing to do.
import { WEB_FONT_AFTER_LOAD_MS, WEB_FONT_CACHED } from '@/lib/performance/web-font-mark';

async function cacheWebFont() {
  try {
    const faces = await document.fonts.load('1em "Inter Variable"', document.body.textContent ?? '');
    if (faces.length > 0) localStorage.setItem(WEB_FONT_CACHED, '1');
  } catch {
    // Offline, or storage refused: the next page keeps the twin too.
  }
}

// Well after `load`: the largest paint and whatever it waits for have settled by then, so the
// font never competes with them, however late the page paints.
if (document.documentElement.dataset.webFont === undefined) {
  addEventListener('load', () => setTimeout(cacheWebFont, WEB_FONT_AFTER_LOAD_MS));
}

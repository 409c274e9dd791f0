// A first visit fetches Inter once the page has loaded and settled, so the next page can use it
// from the start (src/lib/performance/web-font-mark.ts); this page keeps the twin it was painted in.
// Later pages already have the font: nothing to do.
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { WEB_FONT_AFTER_LOAD_MS, WEB_FONT_CACHED } from '@/lib/performance/web-font-mark';

async function cacheWebFont() {
  try {
    const response = await fetch(latin);
    await response.blob();
    if (response.ok) localStorage.setItem(WEB_FONT_CACHED, '1');
  } catch {
    // Offline, or storage refused: the next page keeps the twin too.
  }
}

// Well after `load`: the largest paint and whatever it waits for have settled by then, so the
// font never competes with them (WEB_FONT_AFTER_LOAD_MS says why so long).
if (document.documentElement.dataset.webFont === undefined) {
  addEventListener('load', () => setTimeout(cacheWebFont, WEB_FONT_AFTER_LOAD_MS));
}

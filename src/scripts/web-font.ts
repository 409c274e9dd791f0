// Inter joins the page once it has loaded (module scripts always run before `load`). Declared in
// the CSS, the 48 KB font would be requested at the first layout, ahead of everything else, and
// compete with what the first paint needs. Until it arrives, text is set in its metric-matched
// fallback (src/styles/global.css), so the switch moves nothing. Only the Latin subset: the site is
// in English, and any other character keeps the fallback's glyph.
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

addEventListener('load', () => document.fonts.add(new FontFace('Inter Variable', `url(${latin})`, { weight: '100 900' })));

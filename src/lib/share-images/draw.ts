// The picture a link to a page shows when shared (Open Graph, 1200×630): the page's title and
// its category or section in the site's look, drawn at build time. Satori turns the text into
// vector outlines with the site's own font files, so the result does not depend on the fonts a
// machine has; sharp turns that into a PNG. Nothing is fetched.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import { SHARE_IMAGE_SIZE } from './path';

export interface ShareImageText {
  /** The page's title, without the brand. */
  title: string;
  /** A post's category; pages other than posts have none. */
  label?: string;
  brand: string;
  domain: string;
}

const require = createRequire(import.meta.url);
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
const FONT_WEIGHTS = [500, 800] as const;
const fontFamily = (subset: string) => `Inter ${subset}`;

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;

/** Inter from its npm package: the same face the pages use, in the WOFF files Satori reads. */
function loadFonts() {
  fonts ??= Promise.all(
    FONT_WEIGHTS.flatMap((weight) =>
      FONT_SUBSETS.map(async (subset) => ({
        // One family per subset: Satori looks for a missing glyph in the next family, not in
        // another file of the same one.
        name: fontFamily(subset),
        weight,
        style: 'normal' as const,
        data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      })),
    ),
  );
  return fonts;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: Node | string | (Node | string)[] } };
const box = (style: Record<string, unknown>, children: Node['props']['children']): Node => ({ type: 'div', props: { style, children } });

/** Longer titles get a smaller size so that every title fits in at most four lines. */
const titleSize = (title: string) => (title.length > 70 ? 56 : title.length > 40 ? 64 : 76);

function layout({ title, label, brand, domain }: ShareImageText): Node {
  return box(
    {
      ...SHARE_IMAGE_SIZE,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      color: '#ffffff',
      fontFamily: FONT_SUBSETS.map(fontFamily).join(', '),
      backgroundImage: 'linear-gradient(135deg, #4338ca 0%, #5b21b6 100%)',
    },
    [
      box({ display: 'flex', fontSize: 30, fontWeight: 500, letterSpacing: 2, textTransform: 'uppercase', color: '#c7d2fe' }, label ?? ''),
      box({ display: 'flex', fontSize: titleSize(title), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1 }, title),
      box({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30, fontWeight: 500 }, [
        box({ display: 'flex', fontWeight: 800, fontSize: 40 }, brand),
        box({ display: 'flex', color: '#c7d2fe' }, domain),
      ]),
    ],
  );
}

export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  const svg = await satori(layout(text) as Parameters<typeof satori>[0], { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });
  // The background covers the whole picture, so an alpha channel would only say "opaque" for every
  // pixel: without it the file is smaller, with the same pixels.
  // zlib's default level: the highest and a palette make smaller files but take much longer, in
  // every cold build, for each post (docs/performance.md).
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
}

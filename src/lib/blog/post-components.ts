// What editors may write with the components of a post (src/components/blog/mdx/). MDX is not
// type-checked, so each rule fails the build with a message that says how to fix the post.

/** The components a post may use (src/components/blog/mdx/index.ts): they work in .mdx only. */
export const POST_COMPONENT_NAMES = ['Callout', 'Figure', 'KeyFigures'] as const;

export const calloutTypes = ['note', 'warning', 'tip'] as const;
export type CalloutType = (typeof calloutTypes)[number];

/** The English labels; each language's are in the dictionaries (`blog.callouts`). */
export const CALLOUT_LABELS: Readonly<Record<CalloutType, string>> = { note: 'Note', warning: 'Warning', tip: 'Tip' };

/** The label a callout shows and screen readers announce, in the page's language; an unknown type fails the build. */
export function calloutLabel(type: string, labels: Readonly<Record<CalloutType, string>> = CALLOUT_LABELS): string {
  if (!(calloutTypes as readonly string[]).includes(type)) {
    throw new Error(`<Callout type="${type}"> is not a callout type. Use one of: ${calloutTypes.join(', ')}.`);
  }
  return labels[type as CalloutType];
}

/** The alt text of an image in a post, which every image needs; missing, it fails the build. */
export function requireAlt(alt: string | undefined, image: string): string {
  if (!alt?.trim()) {
    throw new Error(
      `The image ${image} in a blog post has no alt text. Say what it shows: ` +
        '![A chart of weekly tickets](../../assets/blog/file.png) or <Figure src="file.png" alt="A chart of weekly tickets" />.',
    );
  }
  return alt.trim();
}

/** The file an image came from, without the content hash the build adds (`chart.a1B2c3.png` → `chart.png`). */
export function imageFileName(src: string): string {
  const name = src.split('?')[0]!.split('/').pop() ?? src;
  return name.replace(/\.[\w-]{8}(?=\.\w+$)/, '');
}

export interface KeyFigure {
  value: string;
  label: string;
}

export const KEY_FIGURES_PER_ROW = { min: 2, max: 4 } as const;

/** A row of key figures holds KEY_FIGURES_PER_ROW of them, each with a value and a label. */
export function checkKeyFigures(items: unknown): KeyFigure[] {
  const { min, max } = KEY_FIGURES_PER_ROW;
  const valid =
    Array.isArray(items) &&
    items.length >= min &&
    items.length <= max &&
    items.every((item) => typeof item?.value === 'string' && item.value.trim() && typeof item?.label === 'string' && item.label.trim());
  if (!valid) {
    throw new Error(
      `<KeyFigures> needs ${min} to ${max} figures, each with a value and a label: ` +
        'items={[{ value: "85%", label: "conversations automated" }, { value: "24/7", label: "coverage" }]}.',
    );
  }
  return items as KeyFigure[];
}

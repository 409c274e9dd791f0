// What a Copy button on a code example says (src/components/ui/CopyableCode.astro); {title} is
// the example's title.
export const copyCode = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
  /** Read after the visible label by screen readers: "Copy code: Send a message". */
  what: ' code: {title}',
  /** For the page's live region: the visible label alone would not say what was copied. */
  announceCopied: '{title}: code copied to the clipboard.',
  announceFailed: '{title}: the code could not be copied. Select it and copy it with your keyboard instead.',
};

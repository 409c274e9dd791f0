// What a Copy button on a code example says, and for how long.

/** How long the button shows "Copied" (or the failure) before it reads "Copy" again. */
export const copyFeedbackMs = 2_000;

export const copyLabels = {
  idle: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
} as const;

/** For the page's live region: the visible label alone would not say what was copied. */
export function copyAnnouncement(title: string, copied: boolean): string {
  return copied
    ? `${title}: code copied to the clipboard.`
    : `${title}: the code could not be copied. Select it and copy it with your keyboard instead.`;
}

// What a Copy button on a code example does once clicked, and for how long it says so. Its words,
// in each language, are in the dictionaries (src/i18n, `copyCode`); the page writes them, the
// example's title filled in, into the button's element for its script.
import { fill } from '@/i18n/fill';
import { copyCode as english } from '@/i18n/en/copy-code';

/** How long the button shows "Copied" (or the failure) before it reads "Copy" again. */
export const copyFeedbackMs = 2_000;

/** What the live region says after a copy (English unless given another language's words). */
export function copyAnnouncement(
  title: string,
  copied: boolean,
  words: { announceCopied: string; announceFailed: string } = english,
): string {
  return fill(copied ? words.announceCopied : words.announceFailed, { title });
}

// What a Copy button on a code example does once clicked, and for how long it says so. Its words,
// in each language, are in the dictionaries (src/i18n, `copyCode`); the page hands them to the
// button's script.
import { copyCode as english } from '@/i18n/en/copy-code';

/** How long the button shows "Copied" (or the failure) before it reads "Copy" again. */
export const copyFeedbackMs = 2_000;

/** A sentence of the dictionary's with the example's title in its {title} slot. */
export const withTitle = (template: string, title: string): string => template.replaceAll('{title}', title);

/** What the live region says after a copy (English unless given another language's words). */
export function copyAnnouncement(
  title: string,
  copied: boolean,
  words: { announceCopied: string; announceFailed: string } = english,
): string {
  return withTitle(copied ? words.announceCopied : words.announceFailed, title);
}

import { atom } from 'nanostores';

export const LIVE_REGION_ID = 'live-region';

/** The latest message for screen readers; the page's live region mirrors it. */
export const $announcement = atom('');

// Screen readers only speak a change, so a repeated message is cleared first and set again
// after a short pause.
const REANNOUNCE_DELAY_MS = 50;

$announcement.listen((message) => {
  // No document when a pending announcement outlives its page (or a test's DOM).
  const region = globalThis.document?.getElementById(LIVE_REGION_ID);
  if (region) region.textContent = message;
});

export function announce(message: string): void {
  $announcement.set('');
  setTimeout(() => $announcement.set(message), REANNOUNCE_DELAY_MS);
}

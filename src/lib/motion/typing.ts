/** One phrase of the hero title and the pace at which it is typed and deleted. */
export interface TypedPhrase {
  text: string;
  typeMs: number;
  holdMs: number;
  deleteMs: number;
}

/** A text the title shows, and for how long before the next one replaces it. */
export interface TypingStep {
  text: string;
  durationMs: number;
}

/**
 * The whole typing cycle as a list of steps: each phrase is typed a character at a time, held,
 * deleted a character at a time, and the empty title waits `gapMs` before the next phrase
 * starts. After the last phrase the cycle begins again with the first.
 */
export function typingSchedule(phrases: readonly TypedPhrase[], gapMs: number): TypingStep[] {
  const steps: TypingStep[] = [];
  for (const { text, typeMs, holdMs, deleteMs } of phrases) {
    const characters = Array.from(text);
    for (let length = 1; length <= characters.length; length++) {
      steps.push({
        text: characters.slice(0, length).join(''),
        durationMs: length === characters.length ? holdMs : typeMs,
      });
    }
    for (let length = characters.length - 1; length >= 0; length--) {
      steps.push({ text: characters.slice(0, length).join(''), durationMs: length === 0 ? gapMs : deleteMs });
    }
  }
  return steps;
}

/**
 * Where the cycle starts in the browser: the first phrase fully typed, because that is what the
 * server-rendered page already shows, so hydration changes nothing on screen.
 */
export function firstPhraseHeldIndex(phrases: readonly TypedPhrase[]): number {
  return Array.from(phrases[0]?.text ?? '').length - 1;
}

/**
 * Until the first phrase's hold ends, the title shows what the server wrote. So its code, React's
 * runtime with it, is fetched this long before the first change (`client:delay` in Hero.astro),
 * not while the page loads and is first read.
 */
export const TITLE_CODE_LEAD_MS = 5_000;

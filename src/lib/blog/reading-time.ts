/** Words a reader gets through in a minute of a business article. */
export const WORDS_PER_MINUTE = 200;

/**
 * The words of an MDX body as a reader sees them: code, imports, components, link targets and
 * Markdown punctuation are not words. Works on the raw body, so no Markdown pipeline is needed.
 */
export function countWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, rounded up, and never less than one. */
export function readingMinutes(body: string): number {
  return Math.max(1, Math.ceil(countWords(body) / WORDS_PER_MINUTE));
}

// The text `npm run new-post` writes for the editor to replace. The collection refuses to
// publish a post that still has any of it, so both read it from here.
import { EXCERPT_MAX, EXCERPT_MIN } from './text-limits.ts';

export const PLACEHOLDERS = {
  excerpt: `Replace with one or two sentences (${EXCERPT_MIN} to ${EXCERPT_MAX} characters) that make a reader want the article.`,
  alt: 'Replace with a description of the image',
  body: 'Write the article here. Delete the body entirely to list the post as Coming Soon.',
} as const;

/** Whether `text` still holds the placeholder, edited around or not. */
export function hasPlaceholder(text: string | undefined, placeholder: string): boolean {
  return (text ?? '').includes(placeholder);
}

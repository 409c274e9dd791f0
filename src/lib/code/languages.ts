// The language an editor names after a code fence (```ts), and the label readers see above it.
import { bundledLanguagesInfo } from 'shiki';
import type { CodeLanguage } from './highlight';

export interface FenceLanguage {
  id: CodeLanguage;
  label: string;
}

export const PLAIN_TEXT: FenceLanguage = { id: 'text', label: 'Text' };

const PLAIN_NAMES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/** Where Shiki's name for a language is not what a reader of the fence expects (it says "Shell"). */
const LABELS: Record<string, string> = { bash: 'Bash' };

/**
 * The language of a fence, by Shiki's id or any of its aliases, case-insensitive. A name Shiki
 * does not know fails the build: a typo would otherwise publish the code uncoloured, unnoticed.
 */
export function fenceLanguage(written: string | undefined): FenceLanguage {
  const name = (written ?? '').trim().toLowerCase();
  if (PLAIN_NAMES.has(name)) return PLAIN_TEXT;
  const info = bundledLanguagesInfo.find((language) => language.id === name || language.aliases?.includes(name));
  if (!info) {
    throw new Error(
      `A code block names the language "${written}", which the highlighter does not know. ` +
        'Write a known one after the three backticks (ts, js, json, bash, html, css, python, yaml, sql, http…) or none for plain text.',
    );
  }
  return { id: info.id as CodeLanguage, label: LABELS[name] ?? info.name };
}

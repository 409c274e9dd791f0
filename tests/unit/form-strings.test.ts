// The forms' words and the pages around them, per language: a template whose slots differ from the
// English one would show "{size}" to a visitor, or drop the value it was given.
import { describe, expect, it } from 'vitest';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';

/** Every string of a dictionary part, by its path. */
function strings(part: unknown, path = ''): [string, string][] {
  if (typeof part === 'string') return [[path, part]];
  if (part === null || typeof part !== 'object') return [];
  return Object.entries(part).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

const slots = (text: string | undefined) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('the forms’ words', () => {
  it('fill the same slots in every language', () => {
    const parts = {
      forms: [en.forms, bg.forms],
      careers: [en.careers, bg.careers],
      contact: [en.contact, bg.contact],
      subscriptions: [en.subscriptions, bg.subscriptions],
    };
    let templates = 0;
    for (const [name, [english, bulgarian]] of Object.entries(parts)) {
      const translated = new Map(strings(bulgarian));
      for (const [path, text] of strings(english)) {
        if (slots(text).length > 0) templates++;
        expect(slots(translated.get(path)), `${name}.${path}`).toEqual(slots(text));
      }
    }
    // The templates the forms and the careers page fill: resume size, experience, thanks, apply for, plurals.
    expect(templates).toBeGreaterThanOrEqual(4);
  });
});

// What the forms say, per language: the English words are the spec's, and the version of the
// consent words stored with a subscription tells which language's words the visitor was shown.
import { describe, expect, it } from 'vitest';
import { bg } from '../../src/i18n/bg';
import { en } from '../../src/i18n/en';
import { LANGUAGES } from '../../src/i18n/languages';
import { messages } from '../spec-facts';

const dictionaries = { en, bg };

describe('the forms’ words', () => {
  it('are the spec’s error catalogue in English', () => {
    expect(en.forms.contact).toMatchObject({ success: messages.contactSuccess, error: messages.contactError });
    expect(en.forms.application).toMatchObject({ success: messages.applicationSuccess, error: messages.applicationError });
    expect(en.forms.status.emptyEmail).toBe(messages.statusEmptyEmail);
  });

  it('give every language its own consent wording version, named after the language unless English', () => {
    for (const list of ['newsletter', 'status'] as const) {
      const versions = LANGUAGES.map((lang) => dictionaries[lang].forms.consent[list].wording);
      expect(new Set(versions).size, list).toBe(LANGUAGES.length);
      for (const lang of LANGUAGES) {
        const version = dictionaries[lang].forms.consent[list].wording;
        expect(version, `${lang} ${list}`).toMatch(lang === 'en' ? /^\d{4}-\d{2}-\d{2}$/ : new RegExp(`^\\d{4}-\\d{2}-\\d{2}-${lang}$`));
      }
    }
  });

  it('fill the same slots in every language', () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const lang of LANGUAGES) {
      const { application, newsletter } = dictionaries[lang].forms;
      expect(slots(application.resumeProblems.tooLarge), lang).toEqual(['maxMb', 'size']);
      expect(slots(application.experienceOption), lang).toEqual(['years']);
      expect(slots(newsletter.thanks), lang).toEqual(['email']);
      expect(slots(dictionaries[lang].careers.positions.applyFor), lang).toEqual(['title']);
    }
  });
});

// Bulgarian by the official streamlined system (the Transliteration Act, 2009): the team writes
// in Bulgarian as well as English, and a Cyrillic title must still give a readable address.
const BULGARIAN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
};

/**
 * A URL-safe slug: lower case ASCII words joined by hyphens ("What's new?" → "whats-new",
 * "Гласови асистенти" → "glasovi-asistenti"). Empty when the text has no letter or digit it can
 * spell in ASCII; callers say so rather than write a file named ".mdx".
 */
export function slugify(text: string): string {
  // Letters first, while й is still one character; then accents go, and any Cyrillic letter that
  // only had an accent (ѝ, ё) is spelled too.
  const accentless = transliterate(text.normalize('NFC').toLowerCase()).normalize('NFKD').replace(/\p{M}/gu, '');
  return transliterate(accentless)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function transliterate(text: string): string {
  // The Act's one exception: "ия" ending a word is "ia" (България → Bulgaria, София → Sofia).
  return text.replace(/ия(?![а-я])/g, 'ia').replace(/[а-я]/g, (letter) => BULGARIAN[letter]!);
}

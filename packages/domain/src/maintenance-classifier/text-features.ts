/** Hebrew final letter forms and their regular forms, so 'מים' and a word cut before its end share n-grams. */
const HEBREW_FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** Marks that join or decorate a word rather than separate it: apostrophes and the Hebrew geresh and gershayim. */
const WORD_JOINERS = /['’`׳״"]/g;

/**
 * The text as the classifier reads it: lower case, diacritics folded (é → e, ë → e, ç → c, ñ → n), Hebrew vowel
 * points and cantillation dropped, Hebrew final letters made regular, anything but letters and digits a space.
 */
export function normalizeRequestText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (letter) => HEBREW_FINAL_LETTERS[letter] ?? letter)
    .replace(WORD_JOINERS, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const CHAR_GRAM_SIZES = [3, 4, 5] as const;

/**
 * The features of a text: its words (two letters or more), pairs of neighbouring words, and the 3- to 5-letter
 * pieces of each word padded with a space on each side. The pieces let 'fuite' meet 'fuit', 'desagüe' meet
 * 'desagua', and a Hebrew word meet itself behind a prefix letter (ה, ו, ב, ל, מ, ש). Each feature is listed
 * once (a short request says a word once; repeating it should not outweigh the rest).
 */
export function requestTextFeatures(text: string): string[] {
  const words = normalizeRequestText(text)
    .split(' ')
    .filter((word) => word.length >= 2);
  const features: string[] = [];
  for (const [index, word] of words.entries()) {
    features.push(`w:${word}`);
    const next = words[index + 1];
    if (next) features.push(`b:${word} ${next}`);
    const padded = ` ${word} `;
    for (const size of CHAR_GRAM_SIZES) {
      for (let start = 0; start + size <= padded.length; start += 1)
        features.push(`c:${padded.slice(start, start + size)}`);
    }
  }
  return [...new Set(features)];
}

import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Explicit direction marks (Intl puts them around he-IL amounts): used for ordering, then dropped (no glyph). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const SCRIPT_LETTER = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** fontkit (under pdfkit) lays a run out right to left when its first letter of a script is, like Hebrew. */
function fontkitReverses(text: string): boolean {
  const first = SCRIPT_LETTER.exec(text)?.[0];
  return first !== undefined && RIGHT_TO_LEFT_SCRIPT.test(first);
}

export type TextDirection = 'ltr' | 'rtl' | 'auto';

/**
 * A line of text for pdfmake, which has no bidirectional support: it places words left to right, and
 * fontkit reverses a whole run of Hebrew. The Unicode bidi algorithm (bidi-js) puts the characters in
 * visual order, mirrors brackets, and the result is handed to pdfmake as one unbroken run (`noWrap`),
 * pre-reversed when fontkit will reverse it, so "דירה 3, קומה 2" prints as it reads. Such a line does not
 * wrap (wrapping would break the visual order); left-to-right text is returned as it is and wraps.
 */
export function pdfLine(text: string, direction: TextDirection): { text: string; noWrap: boolean } {
  const hasRtl = RIGHT_TO_LEFT_SCRIPT.test(text);
  // Left-to-right text needs none of this, and may wrap.
  if (!hasRtl && direction !== 'rtl') return { text: text.replace(DIRECTION_MARKS, ''), noWrap: false };
  const levels = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const chars = Array.from(text);
  // bidi-js works on UTF-16 indices; the texts here are in the Basic Multilingual Plane, where they agree.
  if (chars.length === text.length) {
    for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels.levels)) chars[index] = mirrored;
    for (const [start = 0, end = -1] of bidi.getReorderSegments(text, levels)) {
      const reversed = chars.slice(start, end + 1).reverse();
      chars.splice(start, reversed.length, ...reversed);
    }
  }
  const visual = chars.join('').replace(DIRECTION_MARKS, '');
  const forFontkit = Array.from(visual).reverse().join('');
  return { text: fontkitReverses(forFontkit) ? forFontkit : visual, noWrap: true };
}

import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Explicit direction marks (Intl puts them around he-IL amounts): used for ordering, then dropped (no glyph). */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const RIGHT_TO_LEFT_SCRIPT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** Runs of right-to-left letters, and runs of everything else, in the visual line. */
const SCRIPT_RUNS =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]+|[^\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]+/gu;

export type TextDirection = 'ltr' | 'rtl' | 'auto';
export type PdfText = string | { text: string }[];

/** The characters of a logical line in the order they appear from left to right (Unicode bidi algorithm). */
function visualOrder(text: string, direction: TextDirection): string {
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
  return chars.join('').replace(DIRECTION_MARKS, '');
}

/**
 * A line of text for pdfmake, which has no bidirectional support: it cuts text into words at spaces and
 * dashes, places them left to right, and fontkit lays each word out on its own, reversing any word that
 * starts with a right-to-left letter. So the line is put in visual order with the bidi algorithm (which also
 * mirrors brackets) and handed over as pieces: each run of right-to-left letters pre-reversed (a run has no
 * break inside, and fontkit turns it back), everything else as it is. Such a line does not wrap (wrapping
 * would break the visual order); left-to-right text is returned as one string and wraps.
 */
export function pdfLine(text: string, direction: TextDirection): { text: PdfText; noWrap: boolean } {
  if (!RIGHT_TO_LEFT_SCRIPT.test(text) && direction !== 'rtl') {
    return { text: text.replace(DIRECTION_MARKS, ''), noWrap: false };
  }
  const pieces = (visualOrder(text, direction).match(SCRIPT_RUNS) ?? []).map((run) => ({
    text: RIGHT_TO_LEFT_SCRIPT.test(run) ? Array.from(run).reverse().join('') : run,
  }));
  return { text: pieces, noWrap: true };
}

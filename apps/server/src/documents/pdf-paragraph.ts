import { createRequire } from 'node:module';
import type { ContentStack, ContentText } from 'pdfmake/interfaces';
import { pdfLine, type TextDirection } from './bidi-text.ts';
import { DOCUMENT_FONT_FILES } from './pdf-renderer.ts';

type Font = { unitsPerEm: number; layout: (text: string) => { advanceWidth: number } };

// fontkit is the font engine pdfkit (under pdfmake) lays text out with, so its widths are the printed widths.
const fontkit = createRequire(import.meta.url)('fontkit') as { openSync: (file: string) => Font };
const fonts = {
  normal: fontkit.openSync(DOCUMENT_FONT_FILES.normal),
  bold: fontkit.openSync(DOCUMENT_FONT_FILES.bold),
};

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * A value set into a sentence (a name, an address, an amount) keeps its own direction and order, whatever the
 * sentence's: a phone number stays "+1 555 0199" in a Hebrew clause, a Hebrew name stays whole in an English one.
 */
export function isolate(value: string): string {
  return `${FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;
}

export type ParagraphBox = { width: number; fontSize: number; bold?: boolean };

function paintedWidth(text: string, direction: TextDirection, box: ParagraphBox): number {
  const painted = pdfLine(text, direction).text;
  const glyphs = typeof painted === 'string' ? painted : painted.map((piece) => piece.text).join('');
  const font = box.bold ? fonts.bold : fonts.normal;
  return (font.layout(glyphs).advanceWidth / font.unitsPerEm) * box.fontSize;
}

function openIsolatesIn(text: string): number {
  let open = 0;
  for (const char of text) {
    if (char === FIRST_STRONG_ISOLATE) open += 1;
    else if (char === POP_DIRECTIONAL_ISOLATE && open > 0) open -= 1;
  }
  return open;
}

/**
 * Logical lines that each fit `box.width`, broken at spaces. An isolate cut by a line break is closed at the end of
 * the line and opened again on the next, so each line is ordered on its own as the reader sees it.
 */
function breakLines(text: string, direction: TextDirection, box: ParagraphBox): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line === '' || paintedWidth(candidate, direction, box) <= box.width) {
      line = candidate;
      continue;
    }
    const open = openIsolatesIn(line);
    lines.push(line + POP_DIRECTIONAL_ISOLATE.repeat(open));
    line = FIRST_STRONG_ISOLATE.repeat(open) + word;
  }
  lines.push(line);
  return lines;
}

/**
 * A paragraph that wraps in either direction. Left-to-right text is handed to pdfmake, which wraps it; text
 * holding right-to-left letters cannot wrap there (see pdfLine), so it is broken into lines here, measured with
 * the font pdfmake embeds, and each line is put in visual order. Style the result (alignment, size) as a text.
 */
export function pdfParagraph(text: string, direction: TextDirection, box: ParagraphBox): ContentText | ContentStack {
  const whole = pdfLine(text, direction);
  if (!whole.noWrap) return { text: whole.text };
  return { stack: breakLines(text, direction, box).map((line) => pdfLine(line, direction)) };
}

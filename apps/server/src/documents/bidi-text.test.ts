import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfLine } from './bidi-text.ts';

// fontkit is what pdfkit (under pdfmake) lays text out with: what it paints, left to right, is what a reader sees.
const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as {
  openSync: (file: string) => { layout: (text: string) => { glyphs: { codePoints: number[] }[] } };
};
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const font = fontkit.openSync(path.join(fontDir, 'DejaVuSans.ttf'));

/**
 * What pdfmake paints, left to right: it cuts each piece into words after spaces and dashes, and fontkit lays
 * every word out on its own (reversing one that starts with a Hebrew letter). Checked against the glyph
 * positions of real PDFs (pdftotext -bbox) when this was written.
 */
function painted(text: string, direction: 'ltr' | 'rtl' | 'auto') {
  const line = pdfLine(text, direction).text;
  const pieces = typeof line === 'string' ? [line] : line.map((piece) => piece.text);
  return pieces
    .flatMap((piece) => piece.split(/(?<=[\s\-–—])/))
    .map((word) =>
      font
        .layout(word)
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join(''),
    )
    .join('');
}

describe('pdfLine', () => {
  it('paints a Hebrew sentence right to left, words in reading order', () => {
    // Read from the right: "עמוד 1 מתוך 2" (page 1 of 2); numbers keep their digits in order.
    expect(painted('עמוד 1 מתוך 12', 'rtl')).toBe('12 ךותמ 1 דומע');
    expect(painted('שכר דירה חודשי', 'rtl')).toBe('ישדוח הריד רכש');
  });

  it('keeps an amount readable inside a right-to-left document and drops the direction marks', () => {
    expect(painted('\u200f1,234.50\u00a0\u200f₪', 'rtl')).toBe('₪\u00a01,234.50');
  });

  it('leaves Latin text alone and orders a Hebrew name inside it', () => {
    expect(painted('Page 1 of 2', 'ltr')).toBe('Page 1 of 2');
    expect(painted('Çelësi Ëmbël', 'auto')).toBe('Çelësi Ëmbël');
    // As a browser shows it: the number after a Hebrew word joins the right-to-left run.
    expect(painted('Unit דירה 3', 'ltr')).toBe('Unit 3 הריד');
    expect(painted('דירה 3', 'auto')).toBe('3 הריד');
  });

  it('keeps ranges, dates and brackets whole however pdfmake cuts the line into words', () => {
    expect(painted('0–30 ימים', 'rtl')).toBe('םימי 30–0');
    expect(painted('מעל 90 ימים', 'rtl')).toBe('םימי 90 לעמ');
    expect(painted('22 בנוב׳ 2026', 'rtl')).toBe('2026 ׳בונב 22');
    expect(painted('(שטח) 12–14', 'rtl')).toBe('14–12 (חטש)');
  });

  it('keeps a Latin name inside a Hebrew line in its own order', () => {
    expect(painted('Harbor View דירה', 'rtl')).toBe('הריד Harbor View');
    expect(painted('Çelësi Ëmbël — דירה 4', 'rtl')).toBe('4 הריד — Çelësi Ëmbël');
  });
});

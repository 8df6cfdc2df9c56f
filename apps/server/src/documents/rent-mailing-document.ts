import type { TLanguage } from '@rentwell/contracts/profile';
import type { Alignment, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfLine } from './bidi-text.ts';
import { pdfParagraph } from './pdf-paragraph.ts';

/** A rent notice or monthly statement, every text already worded and every amount formatted in `language`. */
export type RentMailingPdf = {
  language: TLanguage;
  title: string;
  organizationName: string;
  intro: string;
  details: [string, string][];
  lineHeadings: [string, string];
  lines: [string, string][];
  /** Sums under the lines; the last one is the bottom line, in bold. */
  totals: [string, string][];
  notes: { heading: string; text: string }[];
};

const PAGE_WIDTH = 595.28;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;

/**
 * The page: title, organization, opening sentence, details table, lines with amounts, totals, notes. Hebrew reads from
 * the right: labels stand right of their values, amounts on the left, and every line is put in visual order.
 */
export function rentMailingDocument(input: RentMailingPdf): TDocumentDefinitions {
  const rtl = input.language === 'he';
  const direction = rtl ? 'rtl' : 'ltr';
  const start: Alignment = rtl ? 'right' : 'left';
  const end: Alignment = rtl ? 'left' : 'right';
  const inReadingOrder = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const paragraph = (text: string, fontSize: number) => ({
    ...pdfParagraph(text, direction, { width: TEXT_WIDTH, fontSize }),
    fontSize,
    alignment: start,
  });
  const amountRow = ([label, amount]: [string, string], bold = false) =>
    inReadingOrder([
      { ...pdfLine(label, direction), alignment: start, bold },
      { ...pdfLine(amount, direction), alignment: end, bold },
    ]);
  return {
    info: { title: input.title, author: input.organizationName },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    content: [
      { ...pdfLine(input.title, direction), fontSize: 22, bold: true, alignment: start, margin: [0, 0, 0, 4] },
      { ...pdfLine(input.organizationName, 'auto'), color: '#52525b', alignment: start, margin: [0, 0, 0, 16] },
      { ...paragraph(input.intro, 10), margin: [0, 0, 0, 16] },
      {
        table: {
          widths: inReadingOrder([160, '*']),
          body: input.details.map(([label, value]) =>
            inReadingOrder([
              { ...pdfLine(label, direction), color: '#52525b', alignment: start },
              { ...pdfLine(value, rtl ? 'auto' : 'ltr'), alignment: start },
            ]),
          ),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 16],
      },
      {
        table: {
          headerRows: 1,
          widths: inReadingOrder(['*', 120]),
          body: [
            amountRow(input.lineHeadings, true),
            ...input.lines.map((line) => amountRow(line)),
            ...input.totals.map((total, index) => amountRow(total, index === input.totals.length - 1)),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 24],
      },
      ...input.notes.flatMap((note): Content[] => [
        { ...pdfLine(note.heading, direction), bold: true, alignment: start, margin: [0, 0, 0, 4] },
        { ...paragraph(note.text, 9), color: '#3f3f46', margin: [0, 0, 0, 12] },
      ]),
    ],
  };
}

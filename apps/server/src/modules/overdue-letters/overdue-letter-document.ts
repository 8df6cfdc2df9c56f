import type { TOverdueLetterDue } from '@rentwell/contracts/overdue-letters';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Alignment, Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfLine } from '../../documents/bidi-text.ts';
import { documentFormats } from '../../documents/document-formats.ts';
import { isolate, pdfParagraph } from '../../documents/pdf-paragraph.ts';
import { describeLateFee, formatPeriod, type leaseFactsOf } from '../letter-templates/letter-templates.service.ts';
import { OVERDUE_LETTER_TEXTS } from './overdue-letter-texts.ts';
import type { OverdueChargeRow } from './overdue-letters.repo.ts';

const MARGIN = 56;
const CONTENT_WIDTH = 595.28 - 2 * MARGIN;
const MUTED = '#52525b';

type LetterInput = {
  due: TOverdueLetterDue & { charges: OverdueChargeRow[] };
  facts: Awaited<ReturnType<typeof leaseFactsOf>>;
  /** The template's text, filled, its values isolated. */
  letter: string;
  language: TLanguage;
  today: string;
};

/**
 * An overdue letter: its title, the tenant and home, the overdue charges line by line (period, due date, unpaid,
 * late fee), the total overdue and the balance, the rent rules' late fee, then the organization's words. Hebrew
 * reads from the right.
 */
export function overdueLetterDocument({ due, facts, letter, language, today }: LetterInput): TDocumentDefinitions {
  const texts = OVERDUE_LETTER_TEXTS[language];
  const format = documentFormats(language);
  const money = (minor: number) => format.money(minor, due.currency);
  const rtl = language === 'he';
  const direction = rtl ? 'rtl' : 'ltr';
  const start: Alignment = rtl ? 'right' : 'left';
  const end: Alignment = rtl ? 'left' : 'right';
  const inReadingOrder = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const cell = (text: string, alignment: Alignment, bold = false) => ({ ...pdfLine(text, direction), alignment, bold });
  const title = texts.titles[due.stage];

  const header: [string, string][] = [
    [texts.date, format.date(today)],
    [texts.tenant, due.tenantName],
    [texts.home, `${due.propertyName}, ${due.unitLabel}`],
  ];
  const chargeRows = due.charges.map((charge) =>
    inReadingOrder([
      cell(formatPeriod(charge.periodStart, language), start),
      cell(format.date(charge.dueDate), start),
      cell(money(charge.overdueMinor - charge.lateFeeMinor), end),
      cell(charge.lateFeeMinor > 0 ? money(charge.lateFeeMinor) : '—', end),
    ]),
  );
  const lateFeeRule = texts.lateFeeRule(isolate(describeLateFee(facts, facts.currency, language)), facts.graceDays);
  const paragraphs: Content[] = letter.split('\n').map((line) => ({
    ...pdfParagraph(line === '' ? ' ' : line, direction, { width: CONTENT_WIDTH, fontSize: 10.5 }),
    alignment: start,
  }));

  return {
    info: { title, author: facts.organizationName },
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    defaultStyle: { fontSize: 10.5, lineHeight: 1.25 },
    content: [
      { ...pdfLine(facts.organizationName, 'auto'), color: MUTED, alignment: start, margin: [0, 0, 0, 6] },
      { ...pdfLine(title, direction), fontSize: 18, bold: true, alignment: start, margin: [0, 0, 0, 14] },
      {
        table: {
          widths: inReadingOrder([120, '*']),
          body: header.map(([label, value]) =>
            inReadingOrder([
              { ...pdfLine(label, direction), color: MUTED, alignment: start },
              { ...pdfLine(value, rtl ? 'auto' : 'ltr'), alignment: start },
            ]),
          ),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 14],
      },
      {
        table: {
          headerRows: 1,
          widths: inReadingOrder(['*', '*', 90, 90]),
          body: [
            inReadingOrder([
              cell(texts.period, start, true),
              cell(texts.dueDate, start, true),
              cell(texts.unpaid, end, true),
              cell(texts.lateFee, end, true),
            ]),
            ...chargeRows,
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        columns: inReadingOrder([
          { ...pdfLine(texts.totalOverdue, direction), bold: true, alignment: start },
          { ...pdfLine(money(due.overdueMinor), direction), bold: true, alignment: end },
        ]),
        margin: [0, 10, 0, 2],
      },
      {
        columns: inReadingOrder([
          { ...pdfLine(texts.balanceDue, direction), alignment: start },
          { ...pdfLine(money(due.balanceMinor), direction), alignment: end },
        ]),
        margin: [0, 0, 0, 8],
      },
      {
        ...pdfParagraph(lateFeeRule, direction, { width: CONTENT_WIDTH, fontSize: 9.5 }),
        color: MUTED,
        fontSize: 9.5,
        alignment: start,
        margin: [0, 0, 0, 18],
      },
      ...paragraphs,
    ],
  };
}

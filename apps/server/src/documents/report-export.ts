import type { TAnalyticsReportKind, TReportCell, TReportColumn } from '@rentwell/contracts/analytics';
import type { TLanguage } from '@rentwell/contracts/profile';
import { minorUnitDigits } from '@rentwell/domain/money';
import type { Alignment, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { OpenedReport, ReportContext, ReportRow } from '../modules/analytics/report-types.ts';
import { type PdfText, pdfLine } from './bidi-text.ts';
import { CSV_BOM, csvLine } from './csv-writer.ts';
import { REPORT_TEXTS, type ReportColumnKey, type ReportTexts } from './report-texts.ts';

const LOCALES: Record<TLanguage, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', he: 'he-IL', sq: 'sq-AL' };
const RIGHT_TO_LEFT: ReadonlySet<TLanguage> = new Set(['he']);

export type ReportExport = {
  kind: TAnalyticsReportKind;
  columns: TReportColumn[];
  context: ReportContext & { propertyName?: string };
  language: TLanguage;
};

export function exportFileName(kind: TAnalyticsReportKind, context: ReportContext, format: 'csv' | 'pdf') {
  return `rentwell-${kind}-${context.period.from}-${context.period.to}.${format}`;
}

function columnTitle(texts: ReportTexts, key: string) {
  return texts.columns[key as ReportColumnKey] ?? key;
}

/** Text cells that stand for something: a vacant or unavailable unit, the portfolio-wide expenses row, a category. */
function textOf(
  texts: ReportTexts,
  kind: TAnalyticsReportKind,
  column: TReportColumn,
  row: ReportRow,
  isTotals: boolean,
): string | null {
  const value = row[column.key] ?? null;
  if (isTotals) return value === null ? null : String(value);
  if (column.kind === 'category' && typeof value === 'string') {
    return texts.categories[value as keyof ReportTexts['categories']] ?? value;
  }
  if (kind === 'rent-roll' && column.key === 'tenant' && value === null) {
    return row.unitStatus === 'unavailable' ? texts.unavailableUnit : texts.vacantUnit;
  }
  if (kind === 'property-profit-loss' && column.key === 'property' && value === null) return texts.portfolioWide;
  return value === null ? null : String(value);
}

/** Minor units as a plain decimal a spreadsheet sums: 123450 USD → "1234.50", -5 → "-0.05". */
function plainDecimal(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const absolute = String(Math.abs(amountMinor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${absolute}`;
  return `${sign}${absolute.slice(0, -digits)}.${absolute.slice(-digits)}`;
}

// ---------------------------------------------------------------------------------------------------- CSV

/** Money headers carry the currency ("Balance (EUR)"), rates are percentages ("Share (%)"). */
function csvHeader(texts: ReportTexts, columns: TReportColumn[], currency: string) {
  return columns.map((column) => {
    const title = columnTitle(texts, column.key);
    if (column.kind === 'money') return `${title} (${currency})`;
    if (column.kind === 'rate') return `${title} (%)`;
    return title;
  });
}

function csvCells(
  exported: ReportExport,
  texts: ReportTexts,
  row: ReportRow,
  isTotals = false,
): (string | number | null)[] {
  const { currency } = exported.context;
  return exported.columns.map((column) => {
    const value = row[column.key] ?? null;
    if (value === null && column.kind !== 'text') return null;
    if (column.kind === 'money') return plainDecimal(Number(value), currency);
    if (column.kind === 'rate') return (Number(value) * 100).toFixed(2);
    if (column.kind === 'integer') return Number(value);
    return textOf(texts, exported.kind, column, row, isTotals);
  });
}

/**
 * The report as CSV, chunk by chunk: BOM and header, one chunk per batch the database returns, the totals
 * row last (its first cell says "Total"). Dates are ISO, months YYYY-MM, amounts plain decimals.
 */
export async function* streamCsv(exported: ReportExport, opened: OpenedReport): AsyncGenerator<string> {
  const texts = REPORT_TEXTS[exported.language];
  yield CSV_BOM + csvLine(csvHeader(texts, exported.columns, exported.context.currency));
  for await (const batch of opened.batches()) {
    if (batch.length > 0) yield batch.map((row) => csvLine(csvCells(exported, texts, row))).join('');
  }
  if (opened.totals) {
    const cells = csvCells(exported, texts, opened.totals, true);
    if (cells[0] === null || cells[0] === '') cells[0] = texts.totals;
    yield csvLine(cells);
  }
}

// ---------------------------------------------------------------------------------------------------- PDF

function formatters(language: TLanguage, currency: string) {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const digits = minorUnitDigits(currency);
  return {
    money: (minor: number) => money.format(minor / 10 ** digits),
    rate: (value: number) => percent.format(value),
    integer: (value: number) => integer.format(value),
    date: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
    month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
  };
}

const NUMERIC_KINDS: ReadonlySet<TReportColumn['kind']> = new Set(['integer', 'money', 'rate']);

/** A report as the PDF worker receives it: every row read, with the totals. */
export type ReportPdf = {
  exported: ReportExport;
  rows: ReportRow[];
  totals: ReportRow | null;
  title: { asOfReport: boolean; generatedOn: string };
};

/**
 * The report as a PDF document, laid out in the PDF worker: title, organization, period (and the day of an as-of
 * report), property, currency; the table with its header row repeated on every page and a totals row; "Page X of
 * Y" and the generation date in the footer. Hebrew reads right to left: columns run from the right, text is
 * reordered with the bidi algorithm (see pdfLine).
 */
export function reportPdfDocument({ exported, rows, totals: totalsRow, title }: ReportPdf): TDocumentDefinitions {
  const { context, columns, language } = exported;
  const texts = REPORT_TEXTS[language];
  const rtl = RIGHT_TO_LEFT.has(language);
  const direction = rtl ? 'rtl' : 'ltr';
  const format = formatters(language, context.currency);
  const line = (text: string) => pdfLine(text, direction);
  const ordered = <T>(items: T[]) => (rtl ? [...items].reverse() : items);
  const start: Alignment = rtl ? 'right' : 'left';
  const end: Alignment = rtl ? 'left' : 'right';

  const cellText = (column: TReportColumn, row: ReportRow, isTotals = false): string => {
    const value: TReportCell = row[column.key] ?? null;
    if (value === null && column.kind !== 'text') return '';
    switch (column.kind) {
      case 'money':
        return format.money(Number(value));
      case 'rate':
        return format.rate(Number(value));
      case 'integer':
        return format.integer(Number(value));
      case 'date':
        return format.date(String(value));
      case 'month':
        return format.month(String(value));
      default:
        return textOf(texts, exported.kind, column, row, isTotals) ?? '';
    }
  };
  type Cell = {
    text: PdfText;
    noWrap: boolean;
    alignment: Alignment;
    bold?: boolean;
    color?: string;
    fillColor?: string;
  };
  const bodyCell = (column: TReportColumn, text: string, bold = false): Cell => ({
    // Names keep their own direction inside the document's; numbers and amounts follow the document's.
    ...pdfLine(text, column.kind === 'text' || column.kind === 'category' ? 'auto' : direction),
    alignment: NUMERIC_KINDS.has(column.kind) ? end : start,
    bold,
  });

  const header: Cell[] = columns.map((column) => ({
    ...line(columnTitle(texts, column.key)),
    bold: true,
    color: '#ffffff',
    fillColor: '#3f3f46',
    alignment: NUMERIC_KINDS.has(column.kind) ? end : start,
  }));
  const body: Cell[][] = [ordered(header)];
  for (const row of rows) body.push(ordered(columns.map((column) => bodyCell(column, cellText(column, row)))));
  if (totalsRow) {
    const totals = columns.map((column, index) => {
      const text = cellText(column, totalsRow, true);
      const label = index === 0 && text === '' ? texts.totals : text;
      return { ...bodyCell(column, label, true), fillColor: '#f4f4f5' };
    });
    body.push(ordered(totals));
  }

  const periodText = `${format.date(context.period.from)} – ${format.date(context.period.to)}`;
  const facts: [string, string][] = [
    [texts.organization, context.organizationName],
    title.asOfReport ? [texts.asOf, format.date(context.asOf)] : [texts.period, periodText],
    [texts.property, context.propertyName ?? texts.allProperties],
    [texts.currency, context.currency],
  ];
  const content: Content[] = [
    { ...line(texts.titles[exported.kind]), fontSize: 18, bold: true, alignment: start, margin: [0, 0, 0, 8] },
    {
      table: {
        widths: rtl ? ['*', 'auto'] : ['auto', '*'],
        body: facts.map(([label, value]) =>
          ordered<TableCell>([
            { ...line(label), color: '#52525b', alignment: start },
            { ...pdfLine(value, 'auto'), alignment: start },
          ]),
        ),
      },
      layout: 'noBorders',
      margin: [0, 0, 0, 12],
    },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        // The first column (property, month, category) takes the room left; the others fit their content.
        widths: ordered(columns.map((_, index) => (index === 0 ? '*' : 'auto'))),
        body: body as TableCell[][],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
  ];
  if (rows.length === 0) content.push({ ...line(texts.noRows), alignment: start, margin: [0, 12, 0, 0] });

  const generated = `${texts.generatedOn} ${format.date(title.generatedOn)}`;
  return {
    info: { title: texts.titles[exported.kind], author: context.organizationName, creator: 'Rentwell' },
    pageSize: 'A4',
    pageOrientation: columns.length > 6 ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 48],
    content,
    footer: (currentPage: number, pageCount: number): Content => ({
      columns: ordered<Content>([
        { ...line(generated), alignment: start, color: '#71717a', fontSize: 8 },
        { ...line(texts.page(currentPage, pageCount)), alignment: end, color: '#71717a', fontSize: 8 },
      ]),
      margin: [40, 16, 40, 0],
    }),
  };
}

import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { periodQueryWith, ZPeriod } from './financials.ts';
import { ZLanguage } from './profile.ts';

export const ANALYTICS_REPORTS = [
  'occupancy',
  'rent-collection',
  'expenses-by-category',
  'property-profit-loss',
  'rent-roll',
  'receivables-aging',
  'short-term-rentals',
] as const;
export const ZAnalyticsReportKind = z.enum(ANALYTICS_REPORTS);
export type TAnalyticsReportKind = z.infer<typeof ZAnalyticsReportKind>;

/**
 * How a column's values are written: text as is, `category` an expense category key the reader
 * translates, money in the report's currency's minor units, rate a fraction between 0 and 1.
 */
export const REPORT_COLUMN_KINDS = ['text', 'category', 'date', 'month', 'integer', 'money', 'rate'] as const;
export const ZReportColumn = z.object({ key: z.string(), kind: z.enum(REPORT_COLUMN_KINDS) });
export type TReportColumn = z.infer<typeof ZReportColumn>;

export const ZReportCell = z.union([z.string(), z.number(), z.null()]);
export type TReportCell = z.infer<typeof ZReportCell>;

export const ZAnalyticsReport = z.object({
  kind: ZAnalyticsReportKind,
  period: ZPeriod,
  /** The day the figures are computed for (aging and rent roll are as of this day). */
  asOf: ZCalendarDate,
  currency: z.string(),
  columns: z.array(ZReportColumn),
  /**
   * One record per row keyed by column key. Rows may also carry ids for links (`propertyId`, `unitId`,
   * `leaseId`). Nulls that mean something: `tenant` null in rent-roll is a vacant unit (rent, lease end and
   * balance null too); `property` null in property-profit-loss is the row of portfolio-wide expenses.
   */
  rows: z.array(z.record(z.string(), ZReportCell)),
  /** Column totals where summing makes sense, over the whole report (every page); null when the report has none. */
  totals: z.record(z.string(), ZReportCell).nullable(),
  /** Rows in the whole report; `rows` is the page `page` of `pageSize` rows. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAnalyticsReport = z.infer<typeof ZAnalyticsReport>;

export const REPORT_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export const ZReportExportFormat = z.enum(REPORT_EXPORT_FORMATS);

/** The period (default: the last twelve months), the property and the page of a report. */
export const ZAnalyticsReportQuery = periodQueryWith({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type TAnalyticsReportQuery = z.infer<typeof ZAnalyticsReportQuery>;

/** `lang` overrides the reader's profile language for the headers, titles and category names of the file. */
export const ZAnalyticsExportQuery = periodQueryWith({ format: ZReportExportFormat, lang: ZLanguage.optional() });
export type TAnalyticsExportQuery = z.infer<typeof ZAnalyticsExportQuery>;

/** The reports there are, with their columns (what `GET /api/analytics/reports` answers). */
export const ZAnalyticsReportList = z.object({
  reports: z.array(
    z.object({
      kind: ZAnalyticsReportKind,
      columns: z.array(ZReportColumn),
      /** Whether the report is as of one day (`to`) rather than over the period. */
      asOfReport: z.boolean(),
    }),
  ),
});
export type TAnalyticsReportList = z.infer<typeof ZAnalyticsReportList>;

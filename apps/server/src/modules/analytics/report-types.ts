import type { TReportCell } from '@rentwell/contracts/analytics';
import type { TPeriod } from '@rentwell/contracts/financials';
import type { ResolvedFinancialScope } from '../financials/financials.service.ts';

export type ReportRow = Record<string, TReportCell>;
export type ReportContext = ResolvedFinancialScope & { period: TPeriod; asOf: string; today: string };

/**
 * Rows per keyset page of the large reports: what one query reads and one CSV chunk writes. On PGlite a rent roll
 * page of 100 holds the server's thread about 5.5 ms (200: 10-20 ms, 500: 30-50 ms), so other requests wait less. An aging page groups
 * every unpaid charge after its key before the limit, so smaller pages cost more and take longer each: it stays 500.
 */
export const REPORT_BATCH_SIZES = { rentRoll: 100, aging: 500 } as const;

/**
 * A report ready to be read: its size and totals (SQL aggregates) first, then its rows batch by batch (exports)
 * or one page of them (the JSON answer).
 */
export type OpenedReport = {
  count: number;
  totals: ReportRow | null;
  batches: () => AsyncIterable<ReportRow[]>;
  page: (page: { offset: number; limit: number }) => Promise<ReportRow[]>;
};

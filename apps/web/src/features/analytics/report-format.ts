import type { TAnalyticsReportKind, TReportCell, TReportColumn } from '@rentwell/contracts/analytics';
import { formatMonth } from '../../components/charts/chart-format.ts';
import type { TFormatters } from '../../lib/formatters.ts';

type TReportRow = Record<string, TReportCell>;

export type TCellFormatContext = {
  format: TFormatters;
  language: string;
  currency: string;
  /** An expense category key in the user's language. */
  category: (key: string) => string;
  /** What an empty cell of this column (in this row) means, when it means something ('Vacant'); a dash otherwise. */
  empty?: ((column: TReportColumn, row?: TReportRow) => string | undefined) | undefined;
};

/** Column kinds that are numbers: right-aligned, summed in the totals row, sorted as numbers. */
export const NUMERIC_KINDS: ReadonlySet<TReportColumn['kind']> = new Set(['integer', 'money', 'rate']);

/** One cell as the reader sees it; an empty cell is a dash. */
export function formatReportCell(
  cell: TReportCell | undefined,
  column: TReportColumn,
  context: TCellFormatContext,
  row?: TReportRow,
) {
  if (cell === null || cell === undefined || cell === '') return context.empty?.(column, row) ?? '—';
  const { format } = context;
  switch (column.kind) {
    case 'money':
      return typeof cell === 'number' ? format.money(cell, context.currency) : String(cell);
    case 'rate':
      return typeof cell === 'number' ? format.percent(cell) : String(cell);
    case 'integer':
      return typeof cell === 'number' ? format.number(cell) : String(cell);
    case 'date':
      return format.date(String(cell));
    case 'month':
      return formatMonth(String(cell), context.language);
    case 'category':
      return context.category(String(cell));
    case 'text':
      return String(cell);
  }
}

/**
 * Orders two cells of a column: numbers as numbers, the rest in the language's collation, descending when asked;
 * empty cells last either way.
 */
export function compareCells(
  a: TReportCell | undefined,
  b: TReportCell | undefined,
  collator: Intl.Collator,
  direction: 'asc' | 'desc' = 'asc',
): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/**
 * The translation key of an empty cell that says something: the portfolio-wide expenses row, a unit without a
 * lease (vacant, or unavailable when the landlord marked it so).
 */
export function emptyCellKey(
  kind: TAnalyticsReportKind,
  columnKey: string,
  row?: TReportRow,
): 'analytics.portfolioWide' | 'analytics.vacant' | 'analytics.unavailable' | undefined {
  if (kind === 'property-profit-loss' && columnKey === 'property') return 'analytics.portfolioWide';
  if (kind === 'rent-roll' && columnKey === 'tenant') {
    return row?.unitStatus === 'unavailable' ? 'analytics.unavailable' : 'analytics.vacant';
  }
  return undefined;
}

import type { TAnalyticsReport, TReportCell, TReportColumn } from '@rentwell/contracts/analytics';

/** What to draw for a report, read from its typed columns so it does not depend on the column keys' exact names. */
export type TReportChartSpec = {
  type: 'area' | 'bars';
  /** 'horizontal' bars run sideways, one per category (long category names stay readable). */
  layout: 'vertical' | 'horizontal';
  /** The column naming each point (a month, a property, a category), or null for an age-bucket chart. */
  category: TReportColumn | null;
  series: TReportColumn[];
  valueKind: 'money' | 'rate' | 'integer';
  rows: Record<string, TReportCell>[];
};

const MAX_SERIES = 3;

function first(columns: readonly TReportColumn[], kinds: readonly TReportColumn['kind'][]) {
  return columns.find((column) => kinds.includes(column.kind)) ?? null;
}

/** A chart where it helps: occupancy over months, collected vs due, expenses by category, profit and loss, aging. */
export function reportChartSpec(report: TAnalyticsReport): TReportChartSpec | null {
  if (report.rows.length === 0) return null;
  const { columns } = report;
  const money = columns.filter((column) => column.kind === 'money');
  switch (report.kind) {
    case 'occupancy': {
      const month = first(columns, ['month', 'date']);
      const rate = first(columns, ['rate']);
      if (!month || !rate) return null;
      return {
        type: 'area',
        layout: 'vertical',
        category: month,
        series: [rate],
        valueKind: 'rate',
        rows: report.rows,
      };
    }
    case 'rent-collection': {
      const month = first(columns, ['month', 'date']);
      if (!month || money.length === 0) return null;
      return {
        type: 'bars',
        layout: 'vertical',
        category: month,
        series: money.slice(0, MAX_SERIES),
        valueKind: 'money',
        rows: report.rows,
      };
    }
    case 'expenses-by-category': {
      const category = first(columns, ['category', 'text']);
      const [amount] = money;
      if (!category || !amount) return null;
      return {
        type: 'bars',
        layout: 'horizontal',
        category,
        series: [amount],
        valueKind: 'money',
        rows: report.rows,
      };
    }
    case 'property-profit-loss': {
      const property = first(columns, ['text']);
      if (!property || money.length === 0) return null;
      return {
        type: 'bars',
        layout: 'horizontal',
        category: property,
        series: money.slice(0, MAX_SERIES),
        valueKind: 'money',
        rows: report.rows,
      };
    }
    case 'receivables-aging': {
      // One bar per age bucket, from the totals row: what is owed, by how late it is.
      const buckets = money.filter((column) => !/total/i.test(column.key));
      if (!report.totals || buckets.length === 0) return null;
      return { type: 'bars', layout: 'vertical', category: null, series: buckets, valueKind: 'money', rows: [] };
    }
    case 'rent-roll':
    case 'short-term-rentals':
      return null;
  }
}

/** A series' colour from what its key says it is, so 'collected' is green and 'expenses' red on every chart. */
export function seriesColor(key: string, index: number): string {
  const lower = key.toLowerCase();
  if (/collect|received|income|paid/.test(lower)) return 'var(--color-success)';
  if (/expense|cost/.test(lower)) return 'var(--color-danger)';
  if (/outstanding|overdue|balance/.test(lower)) return 'var(--color-warning)';
  if (/net|profit|noi/.test(lower)) return 'var(--color-info)';
  if (/due|expected|occupancy|rate/.test(lower)) return 'var(--color-brand)';
  return ['var(--color-brand)', 'var(--color-info)', 'var(--color-warning)', 'var(--color-success)'][index % 4] ?? '';
}

/** The chart's height in rem: sideways bars get room for each category, other charts a fixed height. */
export function chartHeightRem(spec: TReportChartSpec): number {
  if (spec.layout !== 'horizontal') return 18;
  const perCategory = spec.series.length > 1 ? 1 + spec.series.length * 0.9 : 2;
  return Math.max(12, Math.min(48, Math.ceil(spec.rows.length * perCategory + 4)));
}

import { addMonths, parseCalendarDate } from '@rentwell/domain/calendar-date';

/** The periods offered by the financial overview and the analytics reports. */
export const PERIOD_PRESETS = [
  'thisMonth',
  'lastMonth',
  'thisQuarter',
  'yearToDate',
  'last12Months',
  'custom',
] as const;
type TPeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What the period filter holds: a preset, the custom range's ends, and an optional property. */
export type TPeriodFilter = {
  preset: TPeriodPreset;
  /** The custom range ('YYYY-MM-DD'); read only when `preset` is 'custom'. */
  from?: string | undefined;
  to?: string | undefined;
  propertyId?: string | undefined;
};

/** The query the financials and analytics endpoints take: both ends included. */
export type TPeriodQuery = { from: string; to: string; propertyId?: string | undefined };

export const DEFAULT_PERIOD_FILTER: TPeriodFilter = { preset: 'thisMonth' };

/** The first day of a month ('YYYY-MM-DD'); the month index may run past either end of the year. */
function monthStart(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/** The last day of a month: day 0 of the next one. */
function monthEnd(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).toISOString().slice(0, 10);
}

/**
 * The calendar dates a preset covers on `today` ('YYYY-MM-DD'): whole months for this month, last month and this
 * quarter; up to today for the year to date and the last 12 months (which start on the first of the month eleven
 * months back). A custom range needs both ends in order, else null.
 */
export function resolvePeriod(filter: TPeriodFilter, today: string): TPeriodQuery | null {
  const date = parseCalendarDate(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const withProperty = (from: string, to: string): TPeriodQuery =>
    filter.propertyId ? { from, to, propertyId: filter.propertyId } : { from, to };
  switch (filter.preset) {
    case 'thisMonth':
      return withProperty(monthStart(year, month), monthEnd(year, month));
    case 'lastMonth':
      return withProperty(monthStart(year, month - 1), monthEnd(year, month - 1));
    case 'thisQuarter': {
      const first = month - (month % 3);
      return withProperty(monthStart(year, first), monthEnd(year, first + 2));
    }
    case 'yearToDate':
      return withProperty(monthStart(year, 0), today);
    case 'last12Months':
      return withProperty(addMonths(monthStart(year, month), -11), today);
    case 'custom':
      if (!filter.from || !filter.to || filter.from > filter.to) return null;
      return withProperty(filter.from, filter.to);
  }
}

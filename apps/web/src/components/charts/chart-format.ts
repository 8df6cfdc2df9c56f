import { minorToMajor } from '@rentwell/domain/money';
import { dateTimeFormat, type TDateFormat } from '../../lib/localized-intl.ts';

const monthFormats = new Map<string, TDateFormat>();

/** A 'YYYY-MM' month as the language writes it: 'Mar 2026' ('short'), 'March 2026' ('long'), or 'Mar' ('month'). */
export function formatMonth(month: string, language: string, style: 'short' | 'long' | 'month' = 'short'): string {
  const key = `${language} ${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = dateTimeFormat(language, {
      month: style === 'long' ? 'long' : 'short',
      year: style === 'month' ? undefined : 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(key, format);
  }
  return format.format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** An axis tick's amount: minor units written short ('$1.2K'), in the language and currency. */
export function createCompactMoney(language: string, currency: string): (amountMinor: number) => string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return (amountMinor) => format.format(minorToMajor(amountMinor, currency));
}

/** The colours of the money series, from the design tokens (they follow the light and dark themes). */
export const SERIES_COLORS = {
  collected: 'var(--color-success)',
  expected: 'var(--color-brand)',
  expenses: 'var(--color-danger)',
  net: 'var(--color-info)',
} as const;

/** Tooltip and axis styles that follow the theme. */
export const CHART_STYLES = {
  tooltip: {
    backgroundColor: 'var(--color-popover)',
    border: '1px solid var(--color-border)',
    borderRadius: '0.5rem',
    color: 'var(--color-popover-foreground)',
    fontSize: '0.8125rem',
  },
  tooltipLabel: { color: 'var(--color-popover-foreground)', fontWeight: 600, marginBottom: '0.25rem' },
  tick: { fill: 'var(--color-muted-foreground)', fontSize: 12 },
  grid: 'var(--color-border)',
  cursor: { fill: 'var(--color-muted)', opacity: 0.6 },
} as const;

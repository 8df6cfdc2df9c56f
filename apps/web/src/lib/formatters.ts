import { minorToMajor } from '@rentwell/domain/money';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from './localized-intl.ts';

export type TFormatters = {
  /** Integer minor units in a currency: 145000 USD → '$1,450.00' (in the user's language). */
  money: (amountMinor: number, currency: string) => string;
  /** A 'YYYY-MM-DD' calendar date, read in UTC so no time zone shifts the day. */
  date: (calendarDate: string) => string;
  /** A calendar date with the weekday left out and the month short: for tight table cells. */
  shortDate: (calendarDate: string) => string;
  /** A 'YYYY-MM' month with its year: 'Nov 2026'. */
  month: (yearMonth: string) => string;
  /** An instant (ISO 8601) as a date and time on this device's clock: a sync run, a delivery. */
  dateTime: (instant: string) => string;
  number: (value: number) => string;
  percent: (ratio: number) => string;
  /** A rate with two decimals, for figures where a tenth of a point matters (0.0525 → '5.25%'). */
  precisePercent: (ratio: number) => string;
  /** A file's size in kB below a megabyte, else in MB with one decimal: '240 kB', '3.2 MB'. */
  fileSize: (bytes: number) => string;
};

/** Money, dates and numbers formatted with `Intl` in the given language. */
export function createFormatters(language: string): TFormatters {
  const dates = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const shortDates = dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const months = dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dateTimes = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const numbers = new Intl.NumberFormat(language);
  const percents = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const precisePercents = new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const kilobytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const megabytes = new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const currencies = new Map<string, Intl.NumberFormat>();
  const toDate = (calendarDate: string) => new Date(`${calendarDate.slice(0, 10)}T00:00:00Z`);
  return {
    money(amountMinor, currency) {
      let format = currencies.get(currency);
      if (!format) {
        format = new Intl.NumberFormat(language, { style: 'currency', currency });
        currencies.set(currency, format);
      }
      return format.format(minorToMajor(amountMinor, currency));
    },
    date: (calendarDate) => dates.format(toDate(calendarDate)),
    shortDate: (calendarDate) => shortDates.format(toDate(calendarDate)),
    month: (yearMonth) => months.format(toDate(`${yearMonth.slice(0, 7)}-01`)),
    dateTime: (instant) => dateTimes.format(new Date(instant)),
    number: (value) => numbers.format(value),
    percent: (ratio) => percents.format(ratio),
    precisePercent: (ratio) => precisePercents.format(ratio),
    fileSize: (bytes) =>
      bytes < 1_000_000 ? kilobytes.format(Math.max(1, Math.round(bytes / 1000))) : megabytes.format(bytes / 1_000_000),
  };
}

const formattersByLanguage = new Map<string, TFormatters>();

/**
 * The formatters of a language, made once: an `Intl` formatter costs up to milliseconds to build, and a page has
 * dozens of components that format.
 */
function formattersOf(language: string): TFormatters {
  let formatters = formattersByLanguage.get(language);
  if (!formatters) {
    formatters = createFormatters(language);
    formattersByLanguage.set(language, formatters);
  }
  return formatters;
}

/** The formatters of the current interface language; they change with it. */
export function useFormatters(): TFormatters {
  const { i18n } = useTranslation();
  return formattersOf(i18n.resolvedLanguage ?? 'en');
}

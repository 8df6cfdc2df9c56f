import { ALBANIAN_NAMES } from './albanian-names.ts';
import type { TCurrencyNames, TDateFormat } from './localized-intl.ts';

const ENGLISH_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function monthWidth(options: Intl.DateTimeFormatOptions): 'long' | 'short' {
  if (options.month === 'long' || options.dateStyle === 'full' || options.dateStyle === 'long') return 'long';
  return 'short';
}

function weekdayWidth(options: Intl.DateTimeFormatOptions): 'long' | 'short' | 'narrow' {
  if (options.weekday === 'short' || options.weekday === 'narrow') return options.weekday;
  return 'long';
}

/**
 * Albanian dates built on British English, whose patterns Albanian shares ('5 jan 2026', 'e hënë, 5 janar 2026',
 * 'janar 2026'): the names are swapped for Albanian ones, and times read on Albanian's 12-hour clock.
 */
export function albanianDateFormat(options: Intl.DateTimeFormatOptions): TDateFormat {
  const hasTime = options.timeStyle !== undefined || options.hour !== undefined;
  const pattern = new Intl.DateTimeFormat('en-GB', hasTime ? { ...options, hourCycle: 'h12' } : options);
  const fields = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    weekday: 'short',
    month: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const format = (date: Date) => {
    const field = (type: Intl.DateTimeFormatPartTypes) =>
      fields.formatToParts(date).find((part) => part.type === type)?.value ?? '';
    return pattern
      .formatToParts(date)
      .map((part, index, parts) => {
        if (part.type === 'hour') return String(Number(part.value));
        if (part.type === 'literal' && parts[index + 1]?.type === 'dayPeriod') return ' ';
        if (part.type === 'month' && !/\d/.test(part.value)) {
          return ALBANIAN_NAMES.months[monthWidth(options)][Number(field('month')) - 1];
        }
        if (part.type === 'weekday') {
          return ALBANIAN_NAMES.weekdays[weekdayWidth(options)][ENGLISH_WEEKDAYS.indexOf(field('weekday'))];
        }
        if (part.type === 'dayPeriod') return ALBANIAN_NAMES.dayPeriods[Number(field('hour')) < 12 ? 'am' : 'pm'];
        return part.value;
      })
      .join('');
  };
  return {
    format,
    formatRange(start, end) {
      const [from, to] = [format(start), format(end)];
      return from === to ? from : `${from} – ${to}`;
    },
  };
}

/** Currency names in Albanian, for the currencies the app offers first; `fallback` names the rest. */
export function albanianCurrencyNames(fallback: TCurrencyNames): TCurrencyNames {
  return { of: (code) => ALBANIAN_NAMES.currencies[code] ?? fallback.of(code) };
}

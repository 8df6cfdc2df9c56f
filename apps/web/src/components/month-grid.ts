import { addDays, addMonths, type CalendarDate, parseCalendarDate } from '@rentwell/domain/calendar-date';

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay`. */
export type TWeekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const weekdayOf = (date: CalendarDate) => parseCalendarDate(date).getUTCDay() as TWeekday;

/** The first day of the week holding `date`. */
export function startOfWeek(date: CalendarDate, weekStartsOn: TWeekday): CalendarDate {
  return addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));
}

export function startOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 8)}01`;
}

/** The seven days of the week holding `date`. */
export function weekDays(date: CalendarDate, weekStartsOn: TWeekday): CalendarDate[] {
  const first = startOfWeek(date, weekStartsOn);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The month of `date` as whole weeks (4 to 6 rows of 7 days), with the neighbouring months' days filling the edges. */
export function monthWeeks(date: CalendarDate, weekStartsOn: TWeekday): CalendarDate[][] {
  const first = startOfMonth(date);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: CalendarDate[][] = [];
  for (let day = startOfWeek(first, weekStartsOn); day <= last; day = addDays(day, 7)) {
    weeks.push(weekDays(day, weekStartsOn));
  }
  return weeks;
}

/**
 * The first day of the week in a language's region (`Intl.Locale#getWeekInfo` where the browser has it): Monday in
 * most of Europe, Sunday in the United States and Israel. Falls back to Monday.
 */
export function weekStartOf(locale: string): TWeekday {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (firstDay) return (firstDay % 7) as TWeekday;
  } catch {
    // An unknown locale: use the default below.
  }
  return 1;
}

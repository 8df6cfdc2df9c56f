import { addDays, addMonths, type CalendarDate, parseCalendarDate } from '@rentwell/domain/calendar-date';

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days the agenda lists from its first day, and the 'Upcoming events' list from today. */
export const AGENDA_DAYS = 30;

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

/** The days a view shows around `anchor`: the month's whole weeks, one week, or 30 days from the anchor. */
export function visibleRange(
  view: TCalendarView,
  anchor: CalendarDate,
  weekStartsOn: TWeekday,
): { from: CalendarDate; to: CalendarDate } {
  if (view === 'month') {
    const weeks = monthWeeks(anchor, weekStartsOn);
    return { from: weeks[0]?.[0] ?? anchor, to: weeks.at(-1)?.[6] ?? anchor };
  }
  if (view === 'week') {
    const first = startOfWeek(anchor, weekStartsOn);
    return { from: first, to: addDays(first, 6) };
  }
  return { from: anchor, to: addDays(anchor, AGENDA_DAYS - 1) };
}

/** Previous (-1) or next (+1) period: a month (kept on the 1st so short months never skip), a week, or 30 days. */
export function shiftAnchor(view: TCalendarView, anchor: CalendarDate, step: -1 | 1): CalendarDate {
  if (view === 'month') return addMonths(startOfMonth(anchor), step);
  return addDays(anchor, step * (view === 'week' ? 7 : AGENDA_DAYS));
}

/** Events by day, in the order given. */
export function groupByDate<T extends { date: CalendarDate }>(events: readonly T[]): Map<CalendarDate, T[]> {
  const byDate = new Map<CalendarDate, T[]>();
  for (const event of events) {
    const list = byDate.get(event.date);
    if (list) list.push(event);
    else byDate.set(event.date, [event]);
  }
  return byDate;
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

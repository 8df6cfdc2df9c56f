import { addDays, addMonths, type CalendarDate } from '@rentwell/domain/calendar-date';
import { monthWeeks, startOfMonth, startOfWeek, type TWeekday } from '../../components/month-grid.ts';

export {
  monthWeeks,
  startOfMonth,
  startOfWeek,
  type TWeekday,
  weekDays,
  weekStartOf,
} from '../../components/month-grid.ts';

export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type TCalendarView = (typeof CALENDAR_VIEWS)[number];

/** Days the agenda lists from its first day, and the 'Upcoming events' list from today. */
export const AGENDA_DAYS = 30;

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

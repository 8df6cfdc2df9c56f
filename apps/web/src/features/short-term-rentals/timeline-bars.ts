import { addDays, type CalendarDate, daysBetween, maxDate, minDate } from '@rentwell/domain/calendar-date';

/** A stay's nights as half-open dates [start, end). */
export type TTimelineStay = { id: string; listingId: string; start: CalendarDate; end: CalendarDate };

/** Where a stay sits in a month's row: its first night's column (1 = the 1st) and how many nights it spans there. */
export type TTimelineBar<T extends TTimelineStay> = {
  stay: T;
  column: number;
  span: number;
  startsBefore: boolean;
  endsAfter: boolean;
};

/** The month's days, the 1st to the last. */
export function daysOfMonth(monthStart: CalendarDate, monthEnd: CalendarDate): CalendarDate[] {
  return Array.from({ length: daysBetween(monthStart, monthEnd) }, (_, index) => addDays(monthStart, index));
}

/**
 * The bars of one listing's row for the month [monthStart, monthEnd): each stay clipped to the month, in date order.
 * A stay checking out on the 1st took no night of the month and has no bar.
 */
export function timelineBars<T extends TTimelineStay>(
  stays: readonly T[],
  listingId: string,
  monthStart: CalendarDate,
  monthEnd: CalendarDate,
): TTimelineBar<T>[] {
  return stays
    .filter((stay) => stay.listingId === listingId && stay.start < monthEnd && stay.end > monthStart)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((stay) => {
      const start = maxDate(stay.start, monthStart);
      const end = minDate(stay.end, monthEnd);
      return {
        stay,
        column: daysBetween(monthStart, start) + 1,
        span: daysBetween(start, end),
        startsBefore: stay.start < monthStart,
        endsAfter: stay.end > monthEnd,
      };
    });
}

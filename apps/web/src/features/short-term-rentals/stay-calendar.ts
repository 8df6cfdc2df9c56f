import type { TBlock, TBooking } from '@rentwell/contracts/short-term-rentals';
import { addDays, type CalendarDate } from '@rentwell/domain/calendar-date';

export type TStay = { id: string; from: CalendarDate; to: CalendarDate };

/** The stays (bookings or blocks, half-open [from, to)) whose night `day` is: a check-out day is free again. */
export function staysOnNight<T extends TStay>(stays: readonly T[], day: CalendarDate): T[] {
  return stays.filter((stay) => stay.from <= day && day < stay.to);
}

/** The day the arrow keys move focus to on a week-row grid: ±1 day left/right (mirrored right-to-left), ±7 up/down. */
export function dayAfterKey(day: CalendarDate, key: string, isRtl = false): CalendarDate | null {
  const step = isRtl ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return addDays(day, step);
    case 'ArrowLeft':
      return addDays(day, -step);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    default:
      return null;
  }
}

export type TCalendarStay =
  | { kind: 'booking'; id: string; from: CalendarDate; to: CalendarDate; booking: TBooking }
  | { kind: 'block'; id: string; from: CalendarDate; to: CalendarDate; block: TBlock };

/** The stays that take nights (bookings not cancelled, and blocks) of a calendar answer, in date order. */
export function calendarStaysOf(calendar: { bookings: TBooking[]; blocks: TBlock[] } | undefined): TCalendarStay[] {
  return [
    ...(calendar?.bookings ?? [])
      .filter((booking) => booking.status !== 'cancelled')
      .map((booking) => ({
        kind: 'booking' as const,
        id: booking.id,
        from: booking.checkIn,
        to: booking.checkOut,
        booking,
      })),
    ...(calendar?.blocks ?? []).map((block) => ({
      kind: 'block' as const,
      id: block.id,
      from: block.startDate,
      to: block.endDate,
      block,
    })),
  ].sort((a, b) => a.from.localeCompare(b.from));
}

import { addDays, type CalendarDate } from '@rentwell/domain/calendar-date';

/**
 * A date range picked on the month grid: the first chosen day is the check-in (or a block's first day), the second
 * the check-out (half-open, so the range's nights are `from` … the day before `to`). Choosing the same day twice
 * picks its one night; a second day before the first swaps them.
 */
export type TDaySelection =
  | { kind: 'none' }
  | { kind: 'started'; from: CalendarDate }
  | { kind: 'range'; from: CalendarDate; to: CalendarDate };

export const NO_SELECTION: TDaySelection = { kind: 'none' };

/** The selection after choosing `day` (a click or Enter): start, finish, or start again after a finished range. */
export function chooseDay(selection: TDaySelection, day: CalendarDate): TDaySelection {
  if (selection.kind !== 'started') return { kind: 'started', from: day };
  if (day === selection.from) return { kind: 'range', from: day, to: addDays(day, 1) };
  return day > selection.from
    ? { kind: 'range', from: selection.from, to: day }
    : { kind: 'range', from: day, to: selection.from };
}

/** Whether `day` is highlighted: the started day, or a night of the range (its check-out day included as its end). */
export function isSelected(selection: TDaySelection, day: CalendarDate): boolean {
  if (selection.kind === 'none') return false;
  if (selection.kind === 'started') return day === selection.from;
  return day >= selection.from && day <= selection.to;
}

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

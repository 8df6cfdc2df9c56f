import { addDays, type CalendarDate } from '@rentwell/domain/calendar-date';

/**
 * Nights picked on a calendar, the month grid of one listing or the timeline across listings, by one rule: the first
 * and the last night of one listing (both booked or blocked, so the check-out is the day after the last night).
 * `last` is null until the second choice.
 */
export type TNightSelection = { listingId: string; first: CalendarDate; last: CalendarDate | null } | null;

/** The selection after choosing a night (a click, Enter or Space): start, finish, or start again. */
export function chooseNight(selection: TNightSelection, listingId: string, night: CalendarDate): TNightSelection {
  if (!selection || selection.listingId !== listingId || selection.last !== null) {
    return { listingId, first: night, last: null };
  }
  return night >= selection.first
    ? { listingId, first: selection.first, last: night }
    : { listingId, first: night, last: selection.first };
}

export function isNightSelected(selection: TNightSelection, listingId: string, night: CalendarDate): boolean {
  if (selection?.listingId !== listingId) return false;
  return night >= selection.first && night <= (selection.last ?? selection.first);
}

/** The stay the finished selection asks for: [first night, day after the last night). */
export function selectedStay(selection: TNightSelection) {
  if (!selection?.last) return null;
  return { listingId: selection.listingId, from: selection.first, to: addDays(selection.last, 1) };
}

import type { TExpenseRecurrence } from '@rentwell/contracts/expenses';
import { addMonths, type CalendarDate, minDate } from './calendar-date.ts';

const MONTHS_PER_PERIOD: Record<Exclude<TExpenseRecurrence, 'none'>, number> = { monthly: 1, yearly: 12 };

/**
 * The dates a recurring expense repeats on after its own date, up to `until` (today) and its end date, both
 * included. Each date is counted from the first one, so a 31 January expense falls on 28 (or 29) February and
 * on 31 March again; a 29 February yearly expense falls on 28 February in common years.
 */
export function recurrenceDates(
  start: CalendarDate,
  recurrence: TExpenseRecurrence,
  until: CalendarDate,
  endsOn: CalendarDate | null = null,
): CalendarDate[] {
  if (recurrence === 'none') return [];
  const last = endsOn ? minDate(until, endsOn) : until;
  const step = MONTHS_PER_PERIOD[recurrence];
  const dates: CalendarDate[] = [];
  for (let period = 1; ; period++) {
    const date = addMonths(start, period * step);
    if (date > last) return dates;
    dates.push(date);
  }
}

import { todayIn } from '@rentwell/domain/calendar-date';

/** Today's calendar date. Rent dates are kept in UTC, the same for every instance and time zone. */
export function todayUtc(): string {
  return todayIn('UTC');
}

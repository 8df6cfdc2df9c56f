import { formatCalendarDate } from '@rentwell/domain/calendar-date';

/** Today's calendar date where the user is ('YYYY-MM-DD'): the default of date fields. */
export function todayLocal(now = new Date()): string {
  return formatCalendarDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
}

/** Calendar dates as ISO strings ('2026-03-15'), computed in UTC so no time zone can shift a day. */
export type CalendarDate = string;

export function parseCalendarDate(date: CalendarDate): Date {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return parsed;
}

export function formatCalendarDate(date: Date): CalendarDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const parsed = parseCalendarDate(date);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return formatCalendarDate(parsed);
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((parseCalendarDate(to).getTime() - parseCalendarDate(from).getTime()) / 86_400_000);
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a < b ? a : b;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a > b ? a : b;
}

/** One formatter per time zone: making an `Intl.DateTimeFormat` costs far more than formatting with it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in UTC, or in the given IANA time zone. */
export function todayIn(timeZone = 'UTC', now = new Date()): CalendarDate {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const parsed = parseCalendarDate(date);
  const target = new Date(Date.UTC(parsed.getUTCFullYear(), parsed.getUTCMonth() + months, 1));
  const day = Math.min(parsed.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth()));
  target.setUTCDate(day);
  return formatCalendarDate(target);
}

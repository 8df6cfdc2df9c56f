import { type CalendarDate, daysBetween, daysInMonth, maxDate, minDate } from './calendar-date.ts';

/** A stay as half-open dates [start, end). */
type Range = { start: CalendarDate; end: CalendarDate };
export type FigureBooking = Range & { nights: number; totalMinor: number; cleaningFeeMinor: number };

export type MonthFigures = {
  availableNights: number;
  bookedNights: number;
  occupancyRate: number;
  adrMinor: number;
  revpanMinor: number;
  /** Nightly revenue and cleaning fees together: what the month's guests paid. */
  revenueMinor: number;
  cleaningFeesMinor: number;
};

function nightsWithin(range: Range, window: Range): { before: number; inside: number } {
  const start = maxDate(range.start, window.start);
  const end = minDate(range.end, window.end);
  return { before: Math.max(0, daysBetween(range.start, start)), inside: Math.max(0, daysBetween(start, end)) };
}

/**
 * One listing's figures for a month ('YYYY-MM'). `bookings` are the revenue-bearing bookings (confirmed,
 * completed), `unavailable` the blocks that take nights off the market. A booking's nightly revenue (its total less
 * its cleaning fee) is spread evenly over its nights, rounding cumulatively so the months of one booking add up to
 * it exactly; its cleaning fee counts in its check-in month. As the industry counts them, ADR = nightly revenue /
 * booked nights and RevPAN = nightly revenue / available nights (0 when undefined), cleaning fees apart; occupancy =
 * booked / available nights.
 */
export function monthFigures(month: string, bookings: FigureBooking[], unavailable: Range[]): MonthFigures {
  const year = Number(month.slice(0, 4));
  const monthIndex = Number(month.slice(5, 7)) - 1;
  const days = daysInMonth(year, monthIndex);
  const window = { start: `${month}-01`, end: '' };
  window.end =
    monthIndex === 11 ? `${year + 1}-01-01` : `${month.slice(0, 5)}${String(monthIndex + 2).padStart(2, '0')}-01`;
  const blocked = unavailable.reduce((sum, block) => sum + nightsWithin(block, window).inside, 0);
  let bookedNights = 0;
  let nightlyMinor = 0;
  let cleaningFeesMinor = 0;
  for (const booking of bookings) {
    const { before, inside } = nightsWithin(booking, window);
    if (inside === 0 || booking.nights <= 0) continue;
    bookedNights += inside;
    const nightly = booking.totalMinor - booking.cleaningFeeMinor;
    const share = (nights: number) => Math.round((nightly * nights) / booking.nights);
    nightlyMinor += share(before + inside) - share(before);
    if (before === 0) cleaningFeesMinor += booking.cleaningFeeMinor;
  }
  const availableNights = Math.max(0, days - blocked);
  return {
    availableNights,
    bookedNights,
    occupancyRate: availableNights === 0 ? 0 : Math.min(1, bookedNights / availableNights),
    adrMinor: bookedNights === 0 ? 0 : Math.round(nightlyMinor / bookedNights),
    revpanMinor: availableNights === 0 ? 0 : Math.round(nightlyMinor / availableNights),
    revenueMinor: nightlyMinor + cleaningFeesMinor,
    cleaningFeesMinor,
  };
}

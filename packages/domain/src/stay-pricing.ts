import { MAX_STAY_NIGHTS } from '@rentwell/contracts/short-term-rentals';
import { type CalendarDate, daysBetween } from './calendar-date.ts';

/**
 * The one pricing rule of short-term stays (issue 16): the nights between check-in and check-out (half-open, the
 * check-out day is not a night), and total = nights × nightly rate + cleaning fee, in the listing's minor units.
 */
export type StayRates = { nightlyRateMinor: number; cleaningFeeMinor: number; maxGuests: number };
export type StayRequest = { checkIn: CalendarDate; checkOut: CalendarDate; guests: number };

export type StayProblem = 'check_out_not_after_check_in' | 'too_many_nights' | 'too_many_guests' | 'no_guests';

export type StayQuote = { nights: number; totalMinor: number; cleaningFeeMinor: number };

/** Nights from check-in to check-out; 0 or negative when check-out is not after check-in. */
export function stayNights(checkIn: CalendarDate, checkOut: CalendarDate): number {
  return daysBetween(checkIn, checkOut);
}

/** What is wrong with a stay for a listing, field by field; empty when it may be booked. */
export function stayProblems(rates: StayRates, stay: StayRequest): Partial<Record<'checkOut' | 'guests', StayProblem>> {
  const problems: Partial<Record<'checkOut' | 'guests', StayProblem>> = {};
  const nights = stayNights(stay.checkIn, stay.checkOut);
  if (nights < 1) problems.checkOut = 'check_out_not_after_check_in';
  else if (nights > MAX_STAY_NIGHTS) problems.checkOut = 'too_many_nights';
  if (stay.guests < 1) problems.guests = 'no_guests';
  else if (stay.guests > rates.maxGuests) problems.guests = 'too_many_guests';
  return problems;
}

/** Nights and total of a valid stay; throws a RangeError for a stay with problems (check `stayProblems` first). */
export function quoteStay(rates: StayRates, stay: StayRequest): StayQuote {
  const problems = stayProblems(rates, stay);
  const first = Object.values(problems)[0];
  if (first) throw new RangeError(`Invalid stay: ${first}`);
  const nights = stayNights(stay.checkIn, stay.checkOut);
  return {
    nights,
    totalMinor: nights * rates.nightlyRateMinor + rates.cleaningFeeMinor,
    cleaningFeeMinor: rates.cleaningFeeMinor,
  };
}

import { describe, expect, it } from 'vitest';
import { quoteStay, stayNights, stayProblems } from './stay-pricing.ts';

const rates = { nightlyRateMinor: 12_500, cleaningFeeMinor: 6_000, maxGuests: 4 };

describe('stayNights', () => {
  it('counts nights, not days: the check-out day is not a night', () => {
    expect(stayNights('2026-12-01', '2026-12-04')).toBe(3);
    expect(stayNights('2026-12-01', '2026-12-02')).toBe(1);
  });

  it('crosses months, years and leap days', () => {
    expect(stayNights('2026-12-30', '2027-01-02')).toBe(3);
    expect(stayNights('2028-02-28', '2028-03-01')).toBe(2);
    expect(stayNights('2027-02-28', '2027-03-01')).toBe(1);
  });

  it('is zero or negative when check-out is not after check-in', () => {
    expect(stayNights('2026-12-04', '2026-12-04')).toBe(0);
    expect(stayNights('2026-12-04', '2026-12-01')).toBe(-3);
  });
});

describe('quoteStay', () => {
  it('is nights × nightly rate + cleaning fee', () => {
    expect(quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 2 })).toEqual({
      nights: 3,
      totalMinor: 3 * 12_500 + 6_000,
      cleaningFeeMinor: 6_000,
    });
  });

  it('charges the cleaning fee once, also for one night, and nothing extra without one', () => {
    expect(quoteStay(rates, { checkIn: '2026-12-01', checkOut: '2026-12-02', guests: 4 }).totalMinor).toBe(18_500);
    expect(
      quoteStay({ ...rates, cleaningFeeMinor: 0 }, { checkIn: '2026-12-01', checkOut: '2026-12-08', guests: 1 }),
    ).toEqual({ nights: 7, totalMinor: 87_500, cleaningFeeMinor: 0 });
  });

  it('refuses an invalid stay', () => {
    expect(() => quoteStay(rates, { checkIn: '2026-12-04', checkOut: '2026-12-04', guests: 2 })).toThrow(RangeError);
  });
});

describe('stayProblems', () => {
  it('finds nothing wrong with a valid stay', () => {
    expect(stayProblems(rates, { checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 4 })).toEqual({});
  });

  it('wants check-out after check-in', () => {
    expect(stayProblems(rates, { checkIn: '2026-12-04', checkOut: '2026-12-04', guests: 2 })).toEqual({
      checkOut: 'check_out_not_after_check_in',
    });
    expect(stayProblems(rates, { checkIn: '2026-12-04', checkOut: '2026-12-01', guests: 2 })).toEqual({
      checkOut: 'check_out_not_after_check_in',
    });
  });

  it('wants at most a year and the guests within the listing maximum', () => {
    expect(stayProblems(rates, { checkIn: '2026-01-01', checkOut: '2027-01-02', guests: 5 })).toEqual({
      checkOut: 'too_many_nights',
      guests: 'too_many_guests',
    });
    expect(stayProblems(rates, { checkIn: '2026-01-01', checkOut: '2026-01-02', guests: 0 })).toEqual({
      guests: 'no_guests',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { monthFigures } from './stay-figures.ts';

describe('monthFigures', () => {
  it('computes occupancy, ADR, RevPAN and revenue of a month', () => {
    const figures = monthFigures(
      '2026-11',
      [
        { start: '2026-11-02', end: '2026-11-05', nights: 3, totalMinor: 45_000, cleaningFeeMinor: 0 },
        { start: '2026-11-10', end: '2026-11-16', nights: 6, totalMinor: 78_000, cleaningFeeMinor: 0 },
      ],
      [{ start: '2026-11-20', end: '2026-11-30' }],
    );
    expect(figures).toEqual({
      availableNights: 20,
      bookedNights: 9,
      occupancyRate: 9 / 20,
      adrMinor: Math.round(123_000 / 9),
      revpanMinor: Math.round(123_000 / 20),
      revenueMinor: 123_000,
      cleaningFeesMinor: 0,
    });
  });

  it('counts nightly revenue only in ADR and RevPAN, and the cleaning fee apart in its check-in month', () => {
    // 3 nights at 100.00 and a 40.00 cleaning fee, from 30 November: two nights in November, one in December.
    const booking = { start: '2026-11-29', end: '2026-12-02', nights: 3, totalMinor: 34_000, cleaningFeeMinor: 4_000 };
    const november = monthFigures('2026-11', [booking], []);
    const december = monthFigures('2026-12', [booking], []);
    expect(november).toMatchObject({
      adrMinor: 10_000,
      revpanMinor: Math.round(20_000 / 30),
      cleaningFeesMinor: 4_000,
    });
    expect(november.revenueMinor).toBe(24_000);
    expect(december).toMatchObject({ adrMinor: 10_000, cleaningFeesMinor: 0, revenueMinor: 10_000 });
  });

  it('spreads a booking across months so the parts add up to its total', () => {
    const booking = { start: '2026-11-29', end: '2026-12-02', nights: 3, totalMinor: 10_000, cleaningFeeMinor: 0 };
    const november = monthFigures('2026-11', [booking], []);
    const december = monthFigures('2026-12', [booking], []);
    expect(november.bookedNights).toBe(2);
    expect(december.bookedNights).toBe(1);
    expect(november.revenueMinor + december.revenueMinor).toBe(10_000);
    expect(november.availableNights).toBe(30);
    expect(december.availableNights).toBe(31);
  });

  it('is zero, not NaN, for an empty or fully blocked month', () => {
    expect(monthFigures('2027-02', [], [{ start: '2027-01-15', end: '2027-03-05' }])).toEqual({
      availableNights: 0,
      bookedNights: 0,
      occupancyRate: 0,
      adrMinor: 0,
      revpanMinor: 0,
      revenueMinor: 0,
      cleaningFeesMinor: 0,
    });
  });
});

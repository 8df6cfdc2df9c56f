import { describe, expect, it } from 'vitest';
import {
  amortizationByYear,
  amortizationSchedule,
  amortizationTotals,
  monthlyPayment,
  principalRepaid,
} from './mortgage.ts';

// The worked examples use the standard annuity formula M = P·r(1+r)^n / ((1+r)^n − 1), r = annual rate / 12,
// n = months (Wikipedia, 'Mortgage calculator'):
// - Wikipedia's example: $200,000 at 6.5% for 30 years → $1,264.14 a month;
// - $200,000 at 6% for 30 years → $1,199.10 a month; the first payment is $1,000.00 interest and $199.10 principal;
// - $100,000 at 5% for 30 years → $536.82 a month;
// - Investopedia, 'How To Calculate ROI on a Rental Property' (financed purchase): $80,000 at 4% for 30 years →
//   $381.93 a month.

describe('monthlyPayment', () => {
  it('matches the worked examples', () => {
    expect(monthlyPayment({ principalMinor: 20_000_000, annualRate: 0.065, termYears: 30 })).toBe(126_414);
    expect(monthlyPayment({ principalMinor: 20_000_000, annualRate: 0.06, termYears: 30 })).toBe(119_910);
    expect(monthlyPayment({ principalMinor: 10_000_000, annualRate: 0.05, termYears: 30 })).toBe(53_682);
    expect(monthlyPayment({ principalMinor: 8_000_000, annualRate: 0.04, termYears: 30 })).toBe(38_193);
  });

  it('divides the principal evenly without interest', () => {
    expect(monthlyPayment({ principalMinor: 1_200_000, annualRate: 0, termYears: 1 })).toBe(100_000);
    expect(monthlyPayment({ principalMinor: 2_000_000, annualRate: 0, termYears: 5 })).toBe(33_333);
  });

  it('is 0 for a loan of 0', () => {
    expect(monthlyPayment({ principalMinor: 0, annualRate: 0.05, termYears: 30 })).toBe(0);
  });

  it('refuses negative, non-numeric and out-of-range inputs', () => {
    const valid = { principalMinor: 10_000_000, annualRate: 0.05, termYears: 30 };
    expect(() => monthlyPayment({ ...valid, principalMinor: -1 })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, principalMinor: Number.NaN })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, annualRate: -0.01 })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, annualRate: Number.NaN })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, annualRate: 1.5 })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, termYears: 0 })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, termYears: 2.5 })).toThrow(RangeError);
    expect(() => monthlyPayment({ ...valid, termYears: 51 })).toThrow(RangeError);
  });
});

describe('amortizationSchedule', () => {
  it('splits the first payment of $200,000 at 6% into $1,000.00 interest and $199.10 principal', () => {
    const schedule = amortizationSchedule({ principalMinor: 20_000_000, annualRate: 0.06, termYears: 30 });
    expect(schedule).toHaveLength(360);
    expect(schedule[0]).toEqual({
      period: 1,
      paymentMinor: 119_910,
      interestMinor: 100_000,
      principalMinor: 19_910,
      balanceMinor: 19_980_090,
    });
    expect(schedule[1]).toEqual({
      period: 2,
      paymentMinor: 119_910,
      interestMinor: 99_900,
      principalMinor: 20_010,
      balanceMinor: 19_960_080,
    });
  });

  it('ends at exactly 0 by adjusting the last payment for the rounding', () => {
    const schedule = amortizationSchedule({ principalMinor: 20_000_000, annualRate: 0.06, termYears: 30 });
    expect(schedule.at(-1)).toEqual({
      period: 360,
      paymentMinor: 120_014,
      interestMinor: 597,
      principalMinor: 119_417,
      balanceMinor: 0,
    });
    for (const row of schedule) {
      expect(row.paymentMinor).toBe(row.interestMinor + row.principalMinor);
      expect(Number.isInteger(row.balanceMinor)).toBe(true);
    }
  });

  it('ends at 0 for many loans', () => {
    for (const principalMinor of [1, 99, 12_345_67, 31_999_999]) {
      for (const annualRate of [0, 0.0125, 0.0699, 0.2]) {
        for (const termYears of [1, 7, 15, 30]) {
          const schedule = amortizationSchedule({ principalMinor, annualRate, termYears });
          expect(schedule.at(-1)?.balanceMinor).toBe(0);
          expect(amortizationTotals(schedule).totalPrincipalMinor).toBe(principalMinor);
        }
      }
    }
  });

  it('repays a zero-rate loan in equal parts, the last one taking the remainder', () => {
    const schedule = amortizationSchedule({ principalMinor: 2_000_000, annualRate: 0, termYears: 5 });
    expect(schedule).toHaveLength(60);
    expect(schedule.slice(0, 59).every((row) => row.paymentMinor === 33_333 && row.interestMinor === 0)).toBe(true);
    expect(schedule.at(-1)).toEqual({
      period: 60,
      paymentMinor: 33_353,
      interestMinor: 0,
      principalMinor: 33_353,
      balanceMinor: 0,
    });
  });

  it('has no rows for a loan of 0', () => {
    expect(amortizationSchedule({ principalMinor: 0, annualRate: 0.05, termYears: 30 })).toEqual([]);
  });
});

describe('amortizationTotals', () => {
  it('totals $200,000 at 6% for 30 years: $231,677.04 of interest on rounded monthly interest', () => {
    // Unrounded, 360 × $1,199.10 − $200,000 ≈ $231,676; rounding each month's interest to the cent adds 66¢.
    const totals = amortizationTotals(
      amortizationSchedule({ principalMinor: 20_000_000, annualRate: 0.06, termYears: 30 }),
    );
    expect(totals).toEqual({
      totalPaidMinor: 43_167_704,
      totalInterestMinor: 23_167_704,
      totalPrincipalMinor: 20_000_000,
    });
  });

  it('totals $100,000 at 5% for 30 years: $93,256.52 of interest', () => {
    const totals = amortizationTotals(
      amortizationSchedule({ principalMinor: 10_000_000, annualRate: 0.05, termYears: 30 }),
    );
    expect(totals.totalInterestMinor).toBe(9_325_652);
    expect(totals.totalPaidMinor).toBe(19_325_652);
  });
});

describe('amortizationByYear', () => {
  it('sums the months of each loan year and keeps running totals', () => {
    const years = amortizationByYear(
      amortizationSchedule({ principalMinor: 20_000_000, annualRate: 0.06, termYears: 30 }),
    );
    expect(years).toHaveLength(30);
    expect(years[0]).toEqual({
      year: 1,
      paymentMinor: 1_438_920,
      interestMinor: 1_193_319,
      principalMinor: 245_601,
      balanceMinor: 19_754_399,
      cumulativeInterestMinor: 1_193_319,
      cumulativePrincipalMinor: 245_601,
    });
    expect(years.at(-1)).toMatchObject({
      year: 30,
      balanceMinor: 0,
      cumulativeInterestMinor: 23_167_704,
      cumulativePrincipalMinor: 20_000_000,
    });
  });
});

describe('principalRepaid', () => {
  it('equals the first year of the schedule when paying the scheduled payment', () => {
    // $80,000 at 4%, $381.93 a month: $140,880 minor = $1,408.80 of principal in the first year.
    expect(principalRepaid(8_000_000, 0.04, 38_193, 12)).toBe(140_880);
  });

  it('never repays more than the balance, and reports a growing balance as negative', () => {
    expect(principalRepaid(100_000, 0, 60_000, 12)).toBe(100_000);
    expect(principalRepaid(0, 0.05, 50_000, 12)).toBe(0);
    // $1,000 at 12% (1% a month) with $5 payments: interest $10, the balance grows by $5 a month.
    expect(principalRepaid(100_000, 0.12, 500, 1)).toBe(-500);
  });

  it('refuses negative or non-numeric inputs', () => {
    expect(() => principalRepaid(-1, 0.05, 100, 12)).toThrow(RangeError);
    expect(() => principalRepaid(100, Number.NaN, 100, 12)).toThrow(RangeError);
    expect(() => principalRepaid(100, 0.05, -100, 12)).toThrow(RangeError);
    expect(() => principalRepaid(100, 0.05, 100, -1)).toThrow(RangeError);
  });
});

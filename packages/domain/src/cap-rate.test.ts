import { describe, expect, it } from 'vitest';
import { capRate, estimateOperatingIncome } from './cap-rate.ts';

describe('estimateOperatingIncome', () => {
  it('takes the vacancy loss and the operating expenses off the gross rent', () => {
    // $120,000 gross rent, 5% vacancy ($6,000), $40,000 of expenses: EGI $114,000, NOI $74,000.
    expect(
      estimateOperatingIncome({
        annualGrossRentMinor: 12_000_000,
        vacancyRate: 0.05,
        annualOperatingExpensesMinor: 4_000_000,
      }),
    ).toEqual({ vacancyLossMinor: 600_000, effectiveGrossIncomeMinor: 11_400_000, netOperatingIncomeMinor: 7_400_000 });
  });

  it('goes negative when the expenses are larger than the income', () => {
    const income = estimateOperatingIncome({
      annualGrossRentMinor: 1_000_000,
      vacancyRate: 0,
      annualOperatingExpensesMinor: 1_500_000,
    });
    expect(income.netOperatingIncomeMinor).toBe(-500_000);
  });

  it('refuses negative, fractional and non-numeric inputs', () => {
    const valid = { annualGrossRentMinor: 100, vacancyRate: 0.1, annualOperatingExpensesMinor: 10 };
    expect(() => estimateOperatingIncome({ ...valid, annualGrossRentMinor: -1 })).toThrow(RangeError);
    expect(() => estimateOperatingIncome({ ...valid, annualGrossRentMinor: 1.5 })).toThrow(RangeError);
    expect(() => estimateOperatingIncome({ ...valid, annualOperatingExpensesMinor: Number.NaN })).toThrow(RangeError);
    expect(() => estimateOperatingIncome({ ...valid, vacancyRate: -0.01 })).toThrow(RangeError);
    expect(() => estimateOperatingIncome({ ...valid, vacancyRate: 1.01 })).toThrow(RangeError);
    expect(() => estimateOperatingIncome({ ...valid, vacancyRate: Number.NaN })).toThrow(RangeError);
  });
});

describe('capRate', () => {
  // Wikipedia, 'Capitalization rate', explanatory example: a building bought for $1,000,000 that produces $100,000
  // of net operating income in a year has a capitalization rate of 10%.
  it('matches the Wikipedia example: $100,000 NOI on $1,000,000 is 10%', () => {
    expect(capRate(10_000_000, 100_000_000)).toBeCloseTo(0.1, 12);
  });

  // A CFA Level I practice question (direct capitalization): an office building that sold for $175,000 with an NOI of
  // $21,000 implies a 12% cap rate.
  it('matches the CFA example: $21,000 NOI on $175,000 is 12%', () => {
    expect(capRate(2_100_000, 17_500_000)).toBeCloseTo(0.12, 12);
  });

  it('gives 5% for $50,000 NOI on $1,000,000 and a negative rate for a negative NOI', () => {
    expect(capRate(5_000_000, 100_000_000)).toBeCloseTo(0.05, 12);
    expect(capRate(-500_000, 10_000_000)).toBeCloseTo(-0.05, 12);
  });

  it('refuses a zero, negative or non-numeric value', () => {
    expect(() => capRate(100, 0)).toThrow(RangeError);
    expect(() => capRate(100, -1)).toThrow(RangeError);
    expect(() => capRate(Number.NaN, 100)).toThrow(RangeError);
    expect(() => capRate(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

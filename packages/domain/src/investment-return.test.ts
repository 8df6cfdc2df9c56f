import { describe, expect, it } from 'vitest';
import { analyzeInvestment, annualCashFlow, cashOnCashReturn, type InvestmentInputs } from './investment-return.ts';

describe('cashOnCashReturn', () => {
  // Wikipedia, 'Cash on cash return': a $1,200,000 apartment complex bought with $300,000 down that brings in
  // $5,000 a month after expenses: $60,000 a year over $300,000 = 20%.
  it('matches the Wikipedia example: $60,000 over $300,000 is 20%', () => {
    expect(cashOnCashReturn(6_000_000, 30_000_000)).toBeCloseTo(0.2, 12);
  });

  it('is negative when the cash flow is', () => {
    expect(cashOnCashReturn(-387_000, 6_020_000)).toBeCloseTo(-0.0643, 4);
  });

  it('refuses no cash invested and non-numeric inputs', () => {
    expect(() => cashOnCashReturn(100, 0)).toThrow(RangeError);
    expect(() => cashOnCashReturn(100, -5)).toThrow(RangeError);
    expect(() => cashOnCashReturn(Number.NaN, 100)).toThrow(RangeError);
  });
});

describe('annualCashFlow', () => {
  it('is twelve months of rent less expenses and the mortgage', () => {
    expect(annualCashFlow(100_000, 20_000, 38_193)).toBe(501_684);
    expect(annualCashFlow(100_000, 20_000, 0)).toBe(960_000);
    expect(annualCashFlow(100_000, 80_000, 40_000)).toBe(-240_000);
  });

  it('refuses negative or non-numeric amounts', () => {
    expect(() => annualCashFlow(-1, 0, 0)).toThrow(RangeError);
    expect(() => annualCashFlow(0, Number.NaN, 0)).toThrow(RangeError);
    expect(() => annualCashFlow(0, 0, -1)).toThrow(RangeError);
  });
});

describe('analyzeInvestment', () => {
  // Investopedia, 'How To Calculate ROI on a Rental Property', cash purchase: $100,000 price, $1,000 closing,
  // $9,000 remodeling = $110,000 invested; $1,000 rent and $200 of expenses a month = $9,600 a year; ROI 8.7%.
  const cashPurchase: InvestmentInputs = {
    purchasePriceMinor: 10_000_000,
    downPaymentMinor: 10_000_000,
    closingCostsMinor: 100_000,
    rehabCostsMinor: 900_000,
    monthlyRentMinor: 100_000,
    monthlyExpensesMinor: 20_000,
    monthlyMortgagePaymentMinor: 0,
    loanAnnualRate: 0,
    appreciationRate: 0,
  };

  it('matches the Investopedia cash purchase: $9,600 on $110,000 is 8.7%', () => {
    const result = analyzeInvestment(cashPurchase);
    expect(result).toMatchObject({
      cashInvestedMinor: 11_000_000,
      loanAmountMinor: 0,
      annualCashFlowMinor: 960_000,
      principalRepaidMinor: 0,
      appreciationMinor: 0,
      totalGainMinor: 960_000,
    });
    expect(result.cashOnCashReturn).toBeCloseTo(0.0873, 4);
    expect(result.totalReturn).toBeCloseTo(0.0873, 4);
  });

  it('adds the principal repaid and the appreciation to the total return of a financed purchase', () => {
    // $100,000 bought with $20,000 down, $2,500 closing, $9,000 remodeling: $31,500 invested; the $80,000 loan at 4%
    // for 30 years costs $381.93 a month. Cash flow: 12 × ($1,000 − $200 − $381.93) = $5,016.84 → 15.9% cash on
    // cash. The first year repays $1,408.80 of principal and 3% appreciation adds $3,000:
    // ($5,016.84 + $1,408.80 + $3,000) / $31,500 = 29.92%.
    const result = analyzeInvestment({
      ...cashPurchase,
      downPaymentMinor: 2_000_000,
      closingCostsMinor: 250_000,
      monthlyMortgagePaymentMinor: 38_193,
      loanAnnualRate: 0.04,
      appreciationRate: 0.03,
    });
    expect(result).toMatchObject({
      cashInvestedMinor: 3_150_000,
      loanAmountMinor: 8_000_000,
      annualCashFlowMinor: 501_684,
      principalRepaidMinor: 140_880,
      appreciationMinor: 300_000,
      totalGainMinor: 942_564,
    });
    expect(result.cashOnCashReturn).toBeCloseTo(0.1593, 4);
    expect(result.totalReturn).toBeCloseTo(0.2992, 4);
  });

  it('refuses a down payment above the price, nothing invested, and negative or non-numeric inputs', () => {
    expect(() => analyzeInvestment({ ...cashPurchase, downPaymentMinor: 10_000_001 })).toThrow(RangeError);
    expect(() =>
      analyzeInvestment({ ...cashPurchase, downPaymentMinor: 0, closingCostsMinor: 0, rehabCostsMinor: 0 }),
    ).toThrow(RangeError);
    expect(() => analyzeInvestment({ ...cashPurchase, rehabCostsMinor: -1 })).toThrow(RangeError);
    expect(() => analyzeInvestment({ ...cashPurchase, appreciationRate: Number.NaN })).toThrow(RangeError);
    expect(() => analyzeInvestment({ ...cashPurchase, monthlyRentMinor: Number.NaN })).toThrow(RangeError);
    expect(() => analyzeInvestment({ ...cashPurchase, loanAnnualRate: -0.01 })).toThrow(RangeError);
  });
});

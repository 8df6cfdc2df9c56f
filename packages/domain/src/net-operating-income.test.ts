import { describe, expect, it } from 'vitest';
import { netOperatingIncome, operatingResult } from './net-operating-income.ts';

describe('netOperatingIncome', () => {
  it('subtracts operating expenses from income', () => {
    // Rent of $1,500.00 and $1,200.00 received; repairs $250.00 and insurance $100.00 paid: 2,700 − 350 = 2,350.
    expect(netOperatingIncome(150_000 + 120_000, 25_000 + 10_000)).toBe(235_000);
  });

  it('is negative when the period cost more than it brought in', () => {
    // A vacant month: no rent, a $900.00 tax bill.
    expect(netOperatingIncome(0, 90_000)).toBe(-90_000);
  });

  it('is the income when nothing was spent', () => {
    expect(netOperatingIncome(150_000, 0)).toBe(150_000);
  });
});

describe('operatingResult', () => {
  it('leaves debt service out of net operating income and takes it from the cash flow', () => {
    // $3,000.00 earned; $1,400.00 spent of which a $1,000.00 mortgage payment: NOI 2,600, cash flow 1,600.
    expect(operatingResult({ incomeMinor: 300_000, expensesMinor: 140_000, debtServiceMinor: 100_000 })).toEqual({
      operatingExpensesMinor: 40_000,
      netOperatingIncomeMinor: 260_000,
      cashFlowAfterDebtServiceMinor: 160_000,
    });
  });

  it('is the same figure both ways without debt service', () => {
    const result = operatingResult({ incomeMinor: 150_000, expensesMinor: 35_000, debtServiceMinor: 0 });
    expect(result.netOperatingIncomeMinor).toBe(115_000);
    expect(result.cashFlowAfterDebtServiceMinor).toBe(115_000);
  });
});

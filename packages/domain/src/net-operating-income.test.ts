import { describe, expect, it } from 'vitest';
import { netOperatingIncome } from './net-operating-income.ts';

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

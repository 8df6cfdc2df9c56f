import { describe, expect, it } from 'vitest';
import { numbersInText, unmatchedNumbers } from './narrative-numbers.ts';

const FACTS = {
  period: { from: '2025-11-01', to: '2026-11-28' },
  trends: [{ currency: 'USD', months: [{ month: '2026-10', revenueMinor: 10_589_550, expensesMinor: 1_250_075 }] }],
  occupancyRate: 0.925,
  revenueChange: -0.125,
  latePayers: [{ unitLabel: 'Apt 4B', lateCharges: 5, chargesDue: 14 }],
};

describe('unmatchedNumbers', () => {
  it("accepts the facts' numbers as formatted in any of the five languages", () => {
    for (const text of [
      'Revenue was $105,895.50 in October 2026; expenses $12,500.75 (rounded $12,501). Occupancy 92.5%.',
      'Los ingresos fueron 105.895,50 US$; ocupación del 92,5 %. Apt 4B pagó tarde 5 de 14 veces.',
      'Revenus : 105 895,50 $ ; dépenses 12 500,75 $, en baisse de 12,5 % (−12.5 %).',
      'ההכנסות היו ‎$105,895.50 בחודש 10 של 2026.',
      'Të ardhurat 105 895,50 USD, 3 muajt e fundit.',
    ]) {
      expect(unmatchedNumbers(text, FACTS), text).toEqual([]);
    }
  });

  it('names every figure the facts do not hold', () => {
    expect(
      unmatchedNumbers('Your portfolio earned $9,999,999 last year and occupancy is 100%, up 40%.', FACTS),
    ).toEqual(['9,999,999', '100', '40']);
    expect(unmatchedNumbers('Expenses were $12,600.00.', FACTS)).toEqual(['12,600.00']);
  });

  it('reads numbers with their group and decimal separators', () => {
    expect(numbersInText('a 1,234.5 b 1.234,5 c 1 234 d 7 in 2026 12 months').map((number) => number.token)).toEqual([
      '1,234.5',
      '1.234,5',
      '1 234',
      '7',
      '2026',
      '12',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { computeLateFee, isLateFeeDue, type LateFeeRule, lateFeeFirstDay } from './late-fee.ts';
import { chargeBalance } from './rent-balance.ts';

const charge = { dueDate: '2026-11-01', amountMinor: 94_500, currency: 'USD' };
const rule = (overrides: Partial<LateFeeRule>): LateFeeRule => ({
  graceDays: 5,
  lateFeeKind: 'none',
  flatAmountMinor: null,
  percentBasisPoints: null,
  capMinor: null,
  ...overrides,
});

describe('computeLateFee', () => {
  it('charges nothing without a fee', () => {
    expect(computeLateFee(rule({}), charge, 'USD')).toBeNull();
  });

  it('charges a flat amount in the organization currency, and nothing on a charge in another currency', () => {
    const flat = rule({ lateFeeKind: 'flat', flatAmountMinor: 5_000 });
    expect(computeLateFee(flat, charge, 'USD')).toBe(5_000);
    expect(computeLateFee(flat, { ...charge, currency: 'EUR' }, 'USD')).toBeNull();
  });

  it('charges a percentage of the charge, rounded half up to the minor unit', () => {
    expect(computeLateFee(rule({ lateFeeKind: 'percent', percentBasisPoints: 500 }), charge, 'USD')).toBe(4_725);
    // 2.5 % of 100.10 is 2.5025 → 2.50; 1.5 % of 0.99 is 0.01485 → 0.01.
    expect(
      computeLateFee(
        rule({ lateFeeKind: 'percent', percentBasisPoints: 250 }),
        { ...charge, amountMinor: 10_010 },
        'USD',
      ),
    ).toBe(250);
    expect(
      computeLateFee(rule({ lateFeeKind: 'percent', percentBasisPoints: 150 }), { ...charge, amountMinor: 99 }, 'USD'),
    ).toBe(1);
  });

  it('caps a percentage', () => {
    const capped = rule({ lateFeeKind: 'percent', percentBasisPoints: 500, capMinor: 4_000 });
    expect(computeLateFee(capped, charge, 'USD')).toBe(4_000);
    expect(computeLateFee(capped, { ...charge, amountMinor: 50_000 }, 'USD')).toBe(2_500);
    // The cap is in the organization's currency: a charge in another currency gets no capped fee.
    expect(computeLateFee(capped, { ...charge, currency: 'EUR' }, 'USD')).toBeNull();
    // Without a cap a percentage needs no conversion.
    expect(
      computeLateFee(rule({ lateFeeKind: 'percent', percentBasisPoints: 500 }), { ...charge, currency: 'EUR' }, 'USD'),
    ).toBe(4_725);
  });

  it('charges nothing when the fee rounds to zero', () => {
    expect(
      computeLateFee(rule({ lateFeeKind: 'percent', percentBasisPoints: 1 }), { ...charge, amountMinor: 10 }, 'USD'),
    ).toBeNull();
  });
});

describe('isLateFeeDue', () => {
  const unpaid = { dueDate: '2026-11-01', amountMinor: 94_500, receivedMinor: 0 };

  it('is due the day after the grace days end, not within them', () => {
    expect(lateFeeFirstDay('2026-11-01', 5)).toBe('2026-11-07');
    expect(isLateFeeDue(unpaid, 5, '2026-11-06')).toBe(false);
    expect(isLateFeeDue(unpaid, 5, '2026-11-07')).toBe(true);
    expect(isLateFeeDue(unpaid, 0, '2026-11-01')).toBe(false);
    expect(isLateFeeDue(unpaid, 0, '2026-11-02')).toBe(true);
  });

  it('is not due on a charge paid in full', () => {
    expect(isLateFeeDue({ ...unpaid, receivedMinor: 94_500 }, 5, '2026-12-01')).toBe(false);
    expect(isLateFeeDue({ ...unpaid, receivedMinor: 90_000 }, 5, '2026-12-01')).toBe(true);
  });
});

describe('a late fee in the balance', () => {
  const fee = { amountMinor: 4_725, chargedOn: '2026-11-07' };
  const overdue = { dueDate: '2026-11-01', amountMinor: 94_500, receivedMinor: 0, lateFee: fee };

  it('is owed and overdue from the day it was charged', () => {
    expect(chargeBalance(overdue, '2026-11-06')).toEqual({ owedMinor: 94_500, overdueMinor: 94_500, creditMinor: 0 });
    expect(chargeBalance(overdue, '2026-11-07')).toEqual({ owedMinor: 99_225, overdueMinor: 99_225, creditMinor: 0 });
  });

  it('is paid by money received against its charge beyond the rent', () => {
    expect(chargeBalance({ ...overdue, receivedMinor: 94_500 }, '2026-11-24')).toEqual({
      owedMinor: 4_725,
      overdueMinor: 4_725,
      creditMinor: 0,
    });
    expect(chargeBalance({ ...overdue, receivedMinor: 99_225 }, '2026-11-24').owedMinor).toBe(0);
  });

  it('counts for nothing once waived (no fee)', () => {
    expect(chargeBalance({ ...overdue, lateFee: null }, '2026-11-24').owedMinor).toBe(94_500);
  });
});

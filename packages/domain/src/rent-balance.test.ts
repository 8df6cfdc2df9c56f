import { describe, expect, it } from 'vitest';
import { chargeBalance, rentBalance } from './rent-balance.ts';

const today = '2026-11-24';

describe('chargeBalance', () => {
  it('counts the unpaid part of a charge past its due date as owed and overdue', () => {
    expect(chargeBalance({ dueDate: '2026-08-01', amountMinor: 94_500, receivedMinor: 10_000 }, today)).toEqual({
      owedMinor: 84_500,
      overdueMinor: 84_500,
      creditMinor: 0,
    });
  });

  it('counts a charge due today as owed but not yet overdue', () => {
    expect(chargeBalance({ dueDate: today, amountMinor: 94_500, receivedMinor: 0 }, today)).toEqual({
      owedMinor: 94_500,
      overdueMinor: 0,
      creditMinor: 0,
    });
  });

  it('counts money paid against a charge not yet due as credit, and the charge itself as nothing owed', () => {
    expect(chargeBalance({ dueDate: '2026-12-01', amountMinor: 94_500, receivedMinor: 94_500 }, today)).toEqual({
      owedMinor: 0,
      overdueMinor: 0,
      creditMinor: 94_500,
    });
    expect(chargeBalance({ dueDate: '2026-12-01', amountMinor: 94_500, receivedMinor: 0 }, today)).toEqual({
      owedMinor: 0,
      overdueMinor: 0,
      creditMinor: 0,
    });
  });

  it('counts an overpayment of a charge already due as credit', () => {
    expect(chargeBalance({ dueDate: '2026-11-01', amountMinor: 94_500, receivedMinor: 100_000 }, today)).toEqual({
      owedMinor: 0,
      overdueMinor: 0,
      creditMinor: 5_500,
    });
  });
});

describe('rentBalance', () => {
  it('keeps an overdue charge owed when the next month was paid ahead: owed and credit side by side, never netted', () => {
    const balance = rentBalance(
      [
        { dueDate: '2026-08-01', amountMinor: 94_500, receivedMinor: 0 },
        { dueDate: '2026-12-01', amountMinor: 94_500, receivedMinor: 94_500 },
      ],
      today,
    );
    expect(balance).toEqual({ owedMinor: 94_500, overdueMinor: 94_500, creditMinor: 94_500 });
  });

  it('is all zero without charges', () => {
    expect(rentBalance([], today)).toEqual({ owedMinor: 0, overdueMinor: 0, creditMinor: 0 });
  });
});

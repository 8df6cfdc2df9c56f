import { describe, expect, it } from 'vitest';
import { settleCharge } from './charge-settlement.ts';

const charge = { amountMinor: 150_000, dueDate: '2026-05-01' };

describe('settleCharge', () => {
  it('is pending until the due date and overdue after', () => {
    expect(settleCharge(charge, [], '2026-05-01').status).toBe('pending');
    expect(settleCharge(charge, [], '2026-05-02')).toEqual({
      status: 'overdue',
      receivedMinor: 0,
      awaitingConfirmationMinor: 0,
      balanceMinor: 150_000,
    });
  });

  it('awaits the landlord once the tenant reports paying', () => {
    const settlement = settleCharge(charge, [{ amountMinor: 150_000, status: 'pending_confirmation' }], '2026-05-10');
    expect(settlement).toMatchObject({
      status: 'pending_confirmation',
      awaitingConfirmationMinor: 150_000,
      balanceMinor: 150_000,
    });
  });

  it('is confirmed when a confirmed report covers it, paid when the landlord recorded it', () => {
    expect(settleCharge(charge, [{ amountMinor: 150_000, status: 'confirmed' }], '2026-05-10').status).toBe(
      'confirmed',
    );
    expect(settleCharge(charge, [{ amountMinor: 150_000, status: 'paid' }], '2026-05-10').status).toBe('paid');
  });

  it('leaves a balance after a partial payment', () => {
    const settlement = settleCharge(charge, [{ amountMinor: 100_000, status: 'paid' }], '2026-05-10');
    expect(settlement).toMatchObject({ status: 'overdue', receivedMinor: 100_000, balanceMinor: 50_000 });
    const covered = settleCharge(
      charge,
      [
        { amountMinor: 100_000, status: 'paid' },
        { amountMinor: 50_000, status: 'confirmed' },
      ],
      '2026-05-10',
    );
    expect(covered).toMatchObject({ status: 'confirmed', balanceMinor: 0 });
  });

  it('ignores rejected reports and records overpayment as a negative balance', () => {
    expect(settleCharge(charge, [{ amountMinor: 150_000, status: 'rejected' }], '2026-05-10').status).toBe('overdue');
    expect(settleCharge(charge, [{ amountMinor: 160_000, status: 'paid' }], '2026-05-10').balanceMinor).toBe(-10_000);
  });

  it('keeps a charge whose rent is paid but whose late fee is not overdue, and settles it once the fee is paid', () => {
    const late = { ...charge, lateFeeMinor: 5_000 };
    const rentOnly = settleCharge(late, [{ amountMinor: charge.amountMinor, status: 'paid' }], '2026-05-10');
    expect(rentOnly).toMatchObject({ status: 'overdue', balanceMinor: 5_000 });
    const all = settleCharge(late, [{ amountMinor: charge.amountMinor + 5_000, status: 'paid' }], '2026-05-10');
    expect(all).toMatchObject({ status: 'paid', balanceMinor: 0 });
  });
});

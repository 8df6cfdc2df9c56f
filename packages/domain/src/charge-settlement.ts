import type { CalendarDate } from './calendar-date.ts';

export type PaymentRecordStatus = 'pending_confirmation' | 'confirmed' | 'paid' | 'rejected' | 'refunded' | 'disputed';
export type ChargeStatus = 'pending' | 'overdue' | 'pending_confirmation' | 'confirmed' | 'paid';

export type PaymentRecord = { amountMinor: number; status: PaymentRecordStatus };

export type ChargeSettlement = {
  status: ChargeStatus;
  /** Confirmed by the landlord or recorded by them: the money counted as received. */
  receivedMinor: number;
  /** Reported by the tenant, not yet confirmed. */
  awaitingConfirmationMinor: number;
  /** What is still owed (negative when overpaid). */
  balanceMinor: number;
};

/**
 * The state of one rent charge from its payments. Paid in full: 'confirmed' when any of the money was
 * a tenant report the landlord confirmed, 'paid' when the landlord recorded it all. Otherwise a tenant
 * report awaiting the landlord wins ('pending_confirmation'); otherwise 'overdue' after the due date,
 * 'pending' until then. Rejected reports count for nothing. A late fee charged and not waived (`lateFeeMinor`) is
 * part of what the charge asks for: a charge whose rent is paid but whose fee is not stays overdue.
 */
export function settleCharge(
  charge: { amountMinor: number; dueDate: CalendarDate; lateFeeMinor?: number },
  records: PaymentRecord[],
  today: CalendarDate,
): ChargeSettlement {
  const sum = (status: PaymentRecordStatus) =>
    records.filter((record) => record.status === status).reduce((total, record) => total + record.amountMinor, 0);
  const confirmed = sum('confirmed');
  const receivedMinor = confirmed + sum('paid');
  const awaitingConfirmationMinor = sum('pending_confirmation');
  const balanceMinor = charge.amountMinor + (charge.lateFeeMinor ?? 0) - receivedMinor;
  let status: ChargeStatus;
  if (balanceMinor <= 0) status = confirmed > 0 ? 'confirmed' : 'paid';
  else if (awaitingConfirmationMinor > 0) status = 'pending_confirmation';
  else status = charge.dueDate < today ? 'overdue' : 'pending';
  return { status, receivedMinor, awaitingConfirmationMinor, balanceMinor };
}

import { addDays, daysBetween } from '../calendar-date.ts';

export type ChargeWithPayments = {
  leaseId: string;
  dueDate: string;
  amountMinor: number;
  currency: string;
  /** Payments against the charge that were not rejected. */
  payments: readonly { paidOn: string; amountMinor: number }[];
};

export type LatePayer = {
  leaseId: string;
  currency: string;
  chargesDue: number;
  lateCharges: number;
  /** Mean days past the due date over the late charges (to today for those still unpaid). */
  averageDaysLate: number;
  /** What the late charges still lack today. */
  outstandingMinor: number;
};

/** The day a charge's payments first add up to its amount, or null while it is not fully paid. */
export function settledOn(charge: ChargeWithPayments): string | null {
  let paid = 0;
  for (const payment of [...charge.payments].sort((a, b) => a.paidOn.localeCompare(b.paidOn))) {
    paid += payment.amountMinor;
    if (paid >= charge.amountMinor) return payment.paidOn;
  }
  return null;
}

/**
 * Leases that paid late again and again: a charge is late when it was settled after its due date plus the grace
 * days, or is still unsettled past them today. Flagged with at least `minimumLateCharges` late charges, or two when
 * half or more of their charges were late. Most late charges first.
 */
export function findLatePayers(
  charges: readonly ChargeWithPayments[],
  today: string,
  options: { graceDays: number; minimumLateCharges: number },
): LatePayer[] {
  const byLease = new Map<string, ChargeWithPayments[]>();
  for (const charge of charges) {
    if (addDays(charge.dueDate, options.graceDays) >= today) continue;
    byLease.set(charge.leaseId, [...(byLease.get(charge.leaseId) ?? []), charge]);
  }
  const payers: LatePayer[] = [];
  for (const [leaseId, leaseCharges] of byLease) {
    let late = 0;
    let daysLate = 0;
    let outstanding = 0;
    for (const charge of leaseCharges) {
      const settled = settledOn(charge);
      const deadline = addDays(charge.dueDate, options.graceDays);
      if (settled !== null && settled <= deadline) continue;
      late += 1;
      daysLate += daysBetween(charge.dueDate, settled ?? today);
      const paid = charge.payments.reduce((sum, payment) => sum + payment.amountMinor, 0);
      outstanding += Math.max(charge.amountMinor - paid, 0);
    }
    const repeated = late >= options.minimumLateCharges || (late >= 2 && late * 2 >= leaseCharges.length);
    if (!repeated) continue;
    payers.push({
      leaseId,
      currency: leaseCharges[0]?.currency ?? '',
      chargesDue: leaseCharges.length,
      lateCharges: late,
      averageDaysLate: Math.round(daysLate / late),
      outstandingMinor: outstanding,
    });
  }
  return payers.sort((a, b) => b.lateCharges - a.lateCharges || b.averageDaysLate - a.averageDaysLate);
}

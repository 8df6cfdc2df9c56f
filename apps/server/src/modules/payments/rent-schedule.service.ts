import type { Database } from '@rentwell/db/create-db';
import { addDays, minDate } from '@rentwell/domain/calendar-date';
import { buildRentSchedule, chargesDueBy } from '@rentwell/domain/rent-schedule';
import { deleteUnpaidChargesAfter, insertChargesIgnoringExisting, updateChargeAmount } from './payments.repo.ts';

/** Charges are created this many days before they fall due, so tenants see what comes next. */
const CHARGE_LEAD_DAYS = 45;

export type ScheduledLease = {
  id: string;
  organizationId: string;
  startDate: string;
  endDate: string;
  terminatedOn: string | null;
  monthlyRentMinor: number;
  dueDay: number;
  currency: string;
};

function scheduleOf(lease: ScheduledLease) {
  const lastDay = lease.terminatedOn ? minDate(lease.terminatedOn, lease.endDate) : lease.endDate;
  if (lastDay < lease.startDate) return [];
  return buildRentSchedule({
    startDate: lease.startDate,
    endDate: lastDay,
    monthlyRentMinor: lease.monthlyRentMinor,
    dueDay: lease.dueDay,
  });
}

/** Adds the lease's missing charges due by `today` + the lead time. Safe to run any number of times. */
export async function generateChargesForLease(db: Database, lease: ScheduledLease, today: string): Promise<number> {
  const due = chargesDueBy(scheduleOf(lease), addDays(today, CHARGE_LEAD_DAYS));
  return insertChargesIgnoringExisting(
    db,
    due.map((charge) => ({
      organizationId: lease.organizationId,
      leaseId: lease.id,
      currency: lease.currency,
      ...charge,
    })),
  );
}

/**
 * After a termination, unpaid charges for periods after the last day go, and the last period's charge
 * is prorated to the days actually occupied (charges with money against them are left to the landlord).
 */
export async function trimChargesToTermination(db: Database, lease: ScheduledLease): Promise<void> {
  if (!lease.terminatedOn) return;
  const scope = { organizationId: lease.organizationId, leaseId: lease.id };
  await deleteUnpaidChargesAfter(db, { ...scope, after: lease.terminatedOn });
  const last = scheduleOf(lease).at(-1);
  if (last) await updateChargeAmount(db, { ...scope, periodStart: last.periodStart }, last);
}

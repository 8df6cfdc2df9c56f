import type { Database } from '@rentwell/db/create-db';
import { addDays, minDate } from '@rentwell/domain/calendar-date';
import { type ChargeLine, chargeLines, type LeaseExtra, withExtras } from '@rentwell/domain/lease-extras';
import { buildRentSchedule, chargesDueBy } from '@rentwell/domain/rent-schedule';
import { listLeaseExtras } from './lease-extras.repo.ts';
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

/** The lease's rent periods and their rent alone; `withExtras` adds what the lease charges besides. */
export function scheduleOf(lease: ScheduledLease) {
  const lastDay = lease.terminatedOn ? minDate(lease.terminatedOn, lease.endDate) : lease.endDate;
  if (lastDay < lease.startDate) return [];
  return buildRentSchedule({
    startDate: lease.startDate,
    endDate: lastDay,
    monthlyRentMinor: lease.monthlyRentMinor,
    dueDay: lease.dueDay,
  });
}

function extrasOf(db: Database, lease: ScheduledLease): Promise<LeaseExtra[]> {
  return listLeaseExtras(db, { organizationId: lease.organizationId, leaseId: lease.id });
}

/** The lines of the lease's charge for the period starting `periodStart` (rent, then each extra); none outside the lease. */
export async function chargeLinesForPeriod(
  db: Database,
  lease: ScheduledLease,
  periodStart: string,
): Promise<ChargeLine[]> {
  const period = scheduleOf(lease).find((charge) => charge.periodStart === periodStart);
  return period ? chargeLines(period, await extrasOf(db, lease)) : [];
}

/** Adds the lease's missing charges due by `today` + the lead time. Safe to run any number of times. */
export async function generateChargesForLease(db: Database, lease: ScheduledLease, today: string): Promise<number> {
  const schedule = withExtras(scheduleOf(lease), await extrasOf(db, lease));
  const due = chargesDueBy(schedule, addDays(today, CHARGE_LEAD_DAYS));
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
  const last = withExtras(scheduleOf(lease), await extrasOf(db, lease)).at(-1);
  if (last) await updateChargeAmount(db, { ...scope, periodStart: last.periodStart }, last);
}

import type { TCreateExtraChargeRequest, TExtraCharge } from '@rentwell/contracts/lease-extras';
import type { Database } from '@rentwell/db/create-db';
import type { leaseExtraCharges } from '@rentwell/db/schema/leases';
import { minDate } from '@rentwell/domain/calendar-date';
import { withExtras } from '@rentwell/domain/lease-extras';
import { AppError } from '../../lib/app-error.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import {
  deleteLeaseExtra,
  insertLeaseExtra,
  listLeaseChargePeriods,
  listLeaseExtras,
  lockLeaseForSchedule,
  setChargeAmount,
} from './lease-extras.repo.ts';
import { type ScheduledLease, scheduleOf } from './rent-schedule.service.ts';

type ExtraRow = typeof leaseExtraCharges.$inferSelect;

function toExtraCharge(row: ExtraRow, currency: string): TExtraCharge {
  return {
    id: row.id,
    kind: row.kind,
    description: row.description,
    amountMinor: row.amountMinor,
    currency,
    frequency: row.frequency,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

async function lockedLease(db: Database, actor: OrganizationActor, leaseId: string) {
  const lease = await lockLeaseForSchedule(db, { organizationId: actor.organizationId, leaseId });
  if (!lease) throw new AppError('not_found', 'Lease not found');
  return lease;
}

/**
 * Sets the amount of every charge the lease already has to its period's rent plus the extras now on the lease,
 * payments or not: what was received stays, and the balance rule shows what is owed or paid ahead.
 */
async function repriceCharges(db: Database, lease: ScheduledLease) {
  const scope = { organizationId: lease.organizationId, leaseId: lease.id };
  const extras = await listLeaseExtras(db, scope);
  const amounts = new Map(
    withExtras(scheduleOf(lease), extras).map((charge) => [charge.periodStart, charge.amountMinor]),
  );
  for (const charge of await listLeaseChargePeriods(db, scope)) {
    const amountMinor = amounts.get(charge.periodStart);
    if (amountMinor !== undefined && amountMinor !== charge.amountMinor) {
      await setChargeAmount(db, { ...scope, chargeId: charge.id }, amountMinor);
    }
  }
}

export async function listExtraCharges(db: Database, actor: OrganizationActor, leaseId: string) {
  return db.transaction(async (tx) => {
    const lease = await lockedLease(tx, actor, leaseId);
    const rows = await listLeaseExtras(tx, { organizationId: actor.organizationId, leaseId });
    return { items: rows.map((row) => toExtraCharge(row, lease.currency)) };
  });
}

/** Adds a charge or discount to the lease; the charges already made for the periods it touches are repriced. */
export async function addExtraCharge(
  db: Database,
  actor: OrganizationActor,
  leaseId: string,
  input: TCreateExtraChargeRequest,
) {
  return db.transaction(async (tx) => {
    const lease = await lockedLease(tx, actor, leaseId);
    const lastDay = lease.terminatedOn ? minDate(lease.terminatedOn, lease.endDate) : lease.endDate;
    if (input.startDate < lease.startDate || input.startDate > lastDay) {
      throw new AppError('invalid_lease_dates', 'The charge must start within the lease');
    }
    const row = await insertLeaseExtra(tx, {
      organizationId: actor.organizationId,
      leaseId,
      kind: input.kind,
      description: input.description ?? '',
      amountMinor: input.amountMinor,
      frequency: input.frequency,
      startDate: input.startDate,
      endDate: input.frequency === 'once' ? null : (input.endDate ?? null),
    });
    await repriceCharges(tx, lease);
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'lease.extra_charge_added',
      entityType: 'lease',
      entityId: leaseId,
      details: { kind: row.kind, amountMinor: row.amountMinor, frequency: row.frequency, startDate: row.startDate },
    });
    return toExtraCharge(row, lease.currency);
  });
}

export async function removeExtraCharge(db: Database, actor: OrganizationActor, leaseId: string, extraId: string) {
  await db.transaction(async (tx) => {
    const lease = await lockedLease(tx, actor, leaseId);
    if (!(await deleteLeaseExtra(tx, { organizationId: actor.organizationId, leaseId, extraId }))) {
      throw new AppError('not_found', 'Extra charge not found');
    }
    await repriceCharges(tx, lease);
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'lease.extra_charge_removed',
      entityType: 'lease',
      entityId: leaseId,
      details: { extraId },
    });
  });
}

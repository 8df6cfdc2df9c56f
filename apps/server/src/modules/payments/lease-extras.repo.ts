import type { Database } from '@rentwell/db/create-db';
import { leaseExtraCharges, leases } from '@rentwell/db/schema/leases';
import { rentCharges } from '@rentwell/db/schema/payments';
import { and, asc, eq } from 'drizzle-orm';

type LeaseScope = { organizationId: string; leaseId: string };

/** The lease's terms the rent schedule is built from, locked until the transaction ends (extras change one by one). */
export async function lockLeaseForSchedule(db: Database, scope: LeaseScope) {
  const [row] = await db
    .select({
      id: leases.id,
      organizationId: leases.organizationId,
      startDate: leases.startDate,
      endDate: leases.endDate,
      terminatedOn: leases.terminatedOn,
      monthlyRentMinor: leases.monthlyRentMinor,
      dueDay: leases.dueDay,
      currency: leases.currency,
    })
    .from(leases)
    .where(and(eq(leases.organizationId, scope.organizationId), eq(leases.id, scope.leaseId)))
    .for('update');
  return row ?? null;
}

export async function listLeaseExtras(db: Database, scope: LeaseScope) {
  return db
    .select()
    .from(leaseExtraCharges)
    .where(
      and(eq(leaseExtraCharges.organizationId, scope.organizationId), eq(leaseExtraCharges.leaseId, scope.leaseId)),
    )
    .orderBy(asc(leaseExtraCharges.startDate), asc(leaseExtraCharges.createdAt));
}

export async function insertLeaseExtra(db: Database, values: typeof leaseExtraCharges.$inferInsert) {
  const [row] = await db.insert(leaseExtraCharges).values(values).returning();
  if (!row) throw new Error('extra charge was not inserted');
  return row;
}

export async function deleteLeaseExtra(db: Database, scope: LeaseScope & { extraId: string }) {
  const rows = await db
    .delete(leaseExtraCharges)
    .where(
      and(
        eq(leaseExtraCharges.organizationId, scope.organizationId),
        eq(leaseExtraCharges.leaseId, scope.leaseId),
        eq(leaseExtraCharges.id, scope.extraId),
      ),
    )
    .returning({ id: leaseExtraCharges.id });
  return rows.length > 0;
}

/** The lease's charges as they stand, to set their amounts again after its extras changed. */
export async function listLeaseChargePeriods(db: Database, scope: LeaseScope) {
  return db
    .select({ id: rentCharges.id, periodStart: rentCharges.periodStart, amountMinor: rentCharges.amountMinor })
    .from(rentCharges)
    .where(and(eq(rentCharges.organizationId, scope.organizationId), eq(rentCharges.leaseId, scope.leaseId)));
}

export async function setChargeAmount(db: Database, scope: LeaseScope & { chargeId: string }, amountMinor: number) {
  await db
    .update(rentCharges)
    .set({ amountMinor })
    .where(
      and(
        eq(rentCharges.organizationId, scope.organizationId),
        eq(rentCharges.leaseId, scope.leaseId),
        eq(rentCharges.id, scope.chargeId),
      ),
    );
}

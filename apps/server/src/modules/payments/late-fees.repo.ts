import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { rentCharges } from '@rentwell/db/schema/payments';
import { lateFees, rentRules } from '@rentwell/db/schema/rent-rules';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';

/**
 * Rent charges overdue past their organization's grace days that have no late fee yet, with the rule as it stands
 * now: rent not paid in full, no payment awaiting the landlord's confirmation (the charge's status is 'overdue'). The
 * SQL twin of `isLateFeeDue` in packages/domain.
 */
export async function listLateFeeCandidates(
  db: Database,
  scope: { today: string; organizationId?: string; timeZone?: string },
) {
  return db
    .select({
      chargeId: rentCharges.id,
      organizationId: rentCharges.organizationId,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      amountMinor: rentCharges.amountMinor,
      receivedMinor: rentCharges.receivedMinor,
      currency: rentCharges.currency,
      organizationCurrency: organizations.currency,
      rule: {
        graceDays: rentRules.graceDays,
        lateFeeKind: rentRules.lateFeeKind,
        flatAmountMinor: rentRules.flatAmountMinor,
        percentBasisPoints: rentRules.percentBasisPoints,
        capMinor: rentRules.capMinor,
      },
    })
    .from(rentCharges)
    .innerJoin(rentRules, eq(rentRules.organizationId, rentCharges.organizationId))
    .innerJoin(organizations, eq(organizations.id, rentCharges.organizationId))
    .where(
      and(
        scope.organizationId ? eq(rentCharges.organizationId, scope.organizationId) : undefined,
        scope.timeZone !== undefined ? eq(organizations.timeZone, scope.timeZone) : undefined,
        ne(rentRules.lateFeeKind, 'none'),
        sql`${rentCharges.amountMinor} > ${rentCharges.receivedMinor}`,
        eq(rentCharges.awaitingMinor, 0),
        sql`${rentCharges.dueDate} + ${rentRules.graceDays} < ${scope.today}::date`,
        sql`not exists (select 1 from ${lateFees} where ${lateFees.chargeId} = ${rentCharges.id})`,
      ),
    )
    .orderBy(asc(rentCharges.dueDate), asc(rentCharges.id));
}

/** Adds a charge's late fee unless it has one: the unique key on the charge lets reruns and other instances add none. */
export async function insertLateFeeIgnoringExisting(db: Database, row: typeof lateFees.$inferInsert) {
  const inserted = await db
    .insert(lateFees)
    .values(row)
    .onConflictDoNothing({ target: lateFees.chargeId })
    .returning({ id: lateFees.id });
  return inserted.length;
}

export async function findLateFeeOfCharge(db: Database, scope: { organizationId: string; chargeId: string }) {
  const [row] = await db
    .select()
    .from(lateFees)
    .where(and(eq(lateFees.organizationId, scope.organizationId), eq(lateFees.chargeId, scope.chargeId)));
  return row ?? null;
}

/** Waives the fee only while it is not waived, in one statement: of two concurrent waivers one wins, the other gets null. */
export async function waiveLateFee(
  db: Database,
  scope: { organizationId: string; chargeId: string },
  waiver: { userId: string; reason: string },
) {
  const [row] = await db
    .update(lateFees)
    .set({ waivedAt: new Date(), waivedByUserId: waiver.userId, waiveReason: waiver.reason })
    .where(
      and(
        eq(lateFees.organizationId, scope.organizationId),
        eq(lateFees.chargeId, scope.chargeId),
        isNull(lateFees.waivedAt),
      ),
    )
    .returning();
  return row ?? null;
}

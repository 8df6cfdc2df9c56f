import type { TOverdueLetterStage } from '@rentwell/contracts/letter-templates';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { overdueLetters } from '@rentwell/db/schema/letters';
import { rentCharges } from '@rentwell/db/schema/payments';
import { profiles } from '@rentwell/db/schema/profiles';
import { properties, units } from '@rentwell/db/schema/properties';
import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chargeBalanceSql, lateFeeOwedSql, sumChargeBalanceSql } from '../../domain-sql/charge-balance-sql.ts';

type Scope = { organizationId: string };

const leaseCharges = alias(rentCharges, 'lease_charges');

/**
 * Every charge of the organization overdue today (past its due date, still owed, no payment awaiting confirmation),
 * oldest first per lease, with its lease's tenant, home and whole balance owed.
 */
export function findOverdueCharges(db: Database, scope: Scope & { today: string }) {
  const balance = chargeBalanceSql(rentCharges, scope.today);
  const leaseBalance = sumChargeBalanceSql(leaseCharges, scope.today);
  return db
    .select({
      chargeId: rentCharges.id,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      periodStart: rentCharges.periodStart,
      amountMinor: rentCharges.amountMinor,
      currency: rentCharges.currency,
      overdueMinor: sql<number>`${balance.overdue}`.mapWith(Number),
      lateFeeMinor: sql<number>`${lateFeeOwedSql(rentCharges.id, scope.today)}`.mapWith(Number),
      daysOverdue: sql<number>`(${scope.today}::date - ${rentCharges.dueDate})`.mapWith(Number),
      leaseOwedMinor: sql<number>`(select ${leaseBalance.owed} from ${rentCharges} as ${sql.identifier('lease_charges')}
        where ${leaseCharges.leaseId} = ${rentCharges.leaseId} and ${leaseCharges.organizationId} = ${scope.organizationId})`.mapWith(
        Number,
      ),
      tenantUserId: leases.tenantUserId,
      tenantName: user.name,
      tenantEmail: user.email,
      tenantLanguage: profiles.preferredLanguage,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(rentCharges)
    .innerJoin(leases, and(eq(leases.id, rentCharges.leaseId), eq(leases.organizationId, scope.organizationId)))
    .innerJoin(
      properties,
      and(eq(properties.id, leases.propertyId), eq(properties.organizationId, scope.organizationId)),
    )
    .innerJoin(units, and(eq(units.id, leases.unitId), eq(units.organizationId, scope.organizationId)))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .leftJoin(profiles, eq(profiles.id, leases.tenantUserId))
    .where(
      and(
        eq(rentCharges.organizationId, scope.organizationId),
        lt(rentCharges.dueDate, scope.today),
        eq(rentCharges.awaitingMinor, 0),
        gt(balance.overdue, 0),
      ),
    )
    .orderBy(asc(rentCharges.leaseId), asc(rentCharges.dueDate));
}
export type OverdueChargeRow = Awaited<ReturnType<typeof findOverdueCharges>>[number];

/** The stages already sent for these charges, as `chargeId:stage`. */
export async function findSentOverdueStages(db: Database, scope: Scope & { chargeIds: string[] }) {
  if (scope.chargeIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ chargeId: overdueLetters.chargeId, stage: overdueLetters.stage })
    .from(overdueLetters)
    .where(
      and(eq(overdueLetters.organizationId, scope.organizationId), inArray(overdueLetters.chargeId, scope.chargeIds)),
    );
  return new Set(rows.map((row) => `${row.chargeId}:${row.stage}`));
}

/** Records a letter as sent unless it already was: the unique key on charge and stage; null when it was. */
export async function claimOverdueLetter(
  db: Database,
  values: {
    organizationId: string;
    leaseId: string;
    chargeId: string;
    stage: TOverdueLetterStage;
    tenantUserId: string;
    language: TLanguage;
    daysOverdue: number;
    overdueMinor: number;
    currency: string;
    sentByUserId: string;
  },
) {
  const [row] = await db
    .insert(overdueLetters)
    .values(values)
    .onConflictDoNothing({ target: [overdueLetters.chargeId, overdueLetters.stage] })
    .returning({ id: overdueLetters.id });
  return row ?? null;
}

/** The overdue letters sent about a lease of the organization, newest first. */
export function findLeaseOverdueLetters(db: Database, scope: Scope & { leaseId: string }) {
  return db
    .select({
      id: overdueLetters.id,
      stage: overdueLetters.stage,
      daysOverdue: overdueLetters.daysOverdue,
      overdueMinor: overdueLetters.overdueMinor,
      currency: overdueLetters.currency,
      language: overdueLetters.language,
      sentAt: overdueLetters.sentAt,
      dueDate: rentCharges.dueDate,
    })
    .from(overdueLetters)
    .innerJoin(rentCharges, eq(rentCharges.id, overdueLetters.chargeId))
    .where(and(eq(overdueLetters.organizationId, scope.organizationId), eq(overdueLetters.leaseId, scope.leaseId)))
    .orderBy(desc(overdueLetters.sentAt));
}

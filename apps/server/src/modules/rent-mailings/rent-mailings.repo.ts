import type { TRentMailingKind } from '@rentwell/contracts/rent-mailings';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { organizations } from '@rentwell/db/schema/organizations';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { rentMailings } from '@rentwell/db/schema/rent-mailings';
import { lateFees } from '@rentwell/db/schema/rent-rules';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';

type OrgScope = { organizationId: string };
/** Whose mailings: an organization's (landlord side) or one tenant's (tenant side). */
export type MailingScope = OrgScope | { tenantUserId: string };

function leaseScope(scope: MailingScope): SQL {
  return 'organizationId' in scope
    ? eq(leases.organizationId, scope.organizationId)
    : eq(leases.tenantUserId, scope.tenantUserId);
}

/** What a notice or statement states of its organization, and when it mails notices. */
const MAILING_ORGANIZATION_COLUMNS = {
  id: organizations.id,
  name: organizations.name,
  timeZone: organizations.timeZone,
  rentNoticeDaysBefore: organizations.rentNoticeDaysBefore,
  paymentInstructions: organizations.paymentInstructions,
};

export async function findOrganizationForMailings(db: Database, organizationId: string) {
  const [row] = await db
    .select(MAILING_ORGANIZATION_COLUMNS)
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

const leaseColumns = {
  id: leases.id,
  organizationId: leases.organizationId,
  tenantUserId: leases.tenantUserId,
  tenantName: user.name,
  startDate: leases.startDate,
  endDate: leases.endDate,
  terminatedOn: leases.terminatedOn,
  monthlyRentMinor: leases.monthlyRentMinor,
  dueDay: leases.dueDay,
  currency: leases.currency,
  propertyName: properties.name,
  propertyAddress: properties.address,
  propertyCity: properties.city,
  unitLabel: units.label,
};
export type MailingLease = Awaited<ReturnType<typeof listLeasesInMonth>>[number];

/** The organization's leases that run during some of [monthStart, monthEnd] and were not terminated before it. */
export async function listLeasesInMonth(db: Database, scope: OrgScope & { monthStart: string; monthEnd: string }) {
  return db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(
      and(
        eq(leases.organizationId, scope.organizationId),
        ne(leases.status, 'pending'),
        lte(leases.startDate, scope.monthEnd),
        gte(leases.endDate, scope.monthStart),
        or(isNull(leases.terminatedOn), gte(leases.terminatedOn, scope.monthStart)),
      ),
    )
    .orderBy(asc(properties.name), asc(units.label));
}

export async function findMailingLease(db: Database, scope: MailingScope & { leaseId: string }) {
  const [row] = await db
    .select(leaseColumns)
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(and(leaseScope(scope), eq(leases.id, scope.leaseId)));
  return row ?? null;
}

/** Every charge of the lease with its late fee (null when none, or waived), oldest due first. */
export async function listLeaseChargesWithFees(db: Database, scope: OrgScope & { leaseId: string }) {
  return db
    .select({
      id: rentCharges.id,
      periodStart: rentCharges.periodStart,
      periodEnd: rentCharges.periodEnd,
      dueDate: rentCharges.dueDate,
      amountMinor: rentCharges.amountMinor,
      receivedMinor: rentCharges.receivedMinor,
      lateFeeMinor: lateFees.amountMinor,
      lateFeeChargedOn: lateFees.chargedOn,
    })
    .from(rentCharges)
    .leftJoin(lateFees, and(eq(lateFees.chargeId, rentCharges.id), isNull(lateFees.waivedAt)))
    .where(and(eq(rentCharges.organizationId, scope.organizationId), eq(rentCharges.leaseId, scope.leaseId)))
    .orderBy(asc(rentCharges.dueDate));
}

/** The money that counts in balances (confirmed or recorded) against the lease's charges, oldest first. */
export async function listLeaseReceivedPayments(db: Database, scope: OrgScope & { leaseId: string }) {
  return db
    .select({ id: payments.id, amountMinor: payments.amountMinor, paidOn: payments.paidOn, method: payments.method })
    .from(payments)
    .where(
      and(
        eq(payments.organizationId, scope.organizationId),
        eq(payments.leaseId, scope.leaseId),
        inArray(payments.status, ['confirmed', 'paid']),
      ),
    )
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
}

/** The (lease, month) pairs already mailed of this kind, among these leases. */
export async function listMailedLeaseIds(
  db: Database,
  scope: OrgScope & { kind: TRentMailingKind; month: string; leaseIds: string[] },
) {
  if (scope.leaseIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ leaseId: rentMailings.leaseId })
    .from(rentMailings)
    .where(
      and(
        eq(rentMailings.organizationId, scope.organizationId),
        eq(rentMailings.kind, scope.kind),
        eq(rentMailings.month, scope.month),
        inArray(rentMailings.leaseId, scope.leaseIds),
      ),
    );
  return new Set(rows.map((row) => row.leaseId));
}

/**
 * Records the mailing, once: null when this lease already has this kind for this month. Inside the transaction that
 * queues the mail, a concurrent send waits on the unique key and then finds the row, so it sends nothing.
 */
export async function insertMailingOnce(db: Database, values: typeof rentMailings.$inferInsert) {
  const [row] = await db
    .insert(rentMailings)
    .values(values)
    .onConflictDoNothing({ target: [rentMailings.leaseId, rentMailings.kind, rentMailings.month] })
    .returning({ id: rentMailings.id });
  return row ?? null;
}

const mailingColumns = {
  id: rentMailings.id,
  leaseId: rentMailings.leaseId,
  kind: rentMailings.kind,
  month: rentMailings.month,
  totalMinor: rentMailings.totalMinor,
  currency: rentMailings.currency,
  sentAt: rentMailings.sentAt,
  storageKey: rentMailings.storageKey,
  fileName: rentMailings.fileName,
};

export async function listMailings(db: Database, scope: MailingScope & { leaseId?: string | undefined }) {
  return db
    .select(mailingColumns)
    .from(rentMailings)
    .innerJoin(leases, eq(leases.id, rentMailings.leaseId))
    .where(and(leaseScope(scope), scope.leaseId ? eq(rentMailings.leaseId, scope.leaseId) : undefined))
    .orderBy(desc(rentMailings.month), desc(rentMailings.sentAt))
    .limit(120);
}

export async function findMailing(db: Database, scope: MailingScope & { mailingId: string }) {
  const [row] = await db
    .select(mailingColumns)
    .from(rentMailings)
    .innerJoin(leases, eq(leases.id, rentMailings.leaseId))
    .where(and(leaseScope(scope), eq(rentMailings.id, scope.mailingId)));
  return row ?? null;
}

/** The organizations that mail rent notices ahead of the due date, in `timeZone` (all when undefined). */
export async function listOrganizationsSendingNotices(db: Database, timeZone: string | undefined) {
  return db
    .select(MAILING_ORGANIZATION_COLUMNS)
    .from(organizations)
    .where(
      and(
        isNotNull(organizations.rentNoticeDaysBefore),
        timeZone === undefined ? undefined : eq(organizations.timeZone, timeZone),
      ),
    );
}

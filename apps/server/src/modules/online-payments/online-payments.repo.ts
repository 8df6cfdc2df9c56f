import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import {
  onlinePaymentAccounts,
  onlinePaymentCharges,
  onlinePaymentEvents,
  onlinePayments,
} from '@rentwell/db/schema/online-payments';
import { organizations } from '@rentwell/db/schema/organizations';
import { rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PaymentReference } from './payment-provider.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type OrgScope = { organizationId: string };
type OnlinePaymentScope = OrgScope & { onlinePaymentId: string };
type AccountOptions = Pick<
  typeof onlinePaymentAccounts.$inferInsert,
  'feePolicy' | 'convenienceFeeBasisPoints' | 'autopayMaxAttempts' | 'updatedByUserId'
>;

export async function findAccount(db: Database, organizationId: string) {
  const [row] = await db
    .select()
    .from(onlinePaymentAccounts)
    .where(eq(onlinePaymentAccounts.organizationId, organizationId));
  return row ?? null;
}

export async function insertOrReplaceAccount(db: Database, values: typeof onlinePaymentAccounts.$inferInsert) {
  await db
    .insert(onlinePaymentAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: onlinePaymentAccounts.organizationId,
      set: { ...values, updatedAt: new Date() },
    });
}

export async function updateAccountOptions(db: Database, organizationId: string, options: AccountOptions) {
  const updated = await db
    .update(onlinePaymentAccounts)
    .set({ ...options, updatedAt: new Date() })
    .where(eq(onlinePaymentAccounts.organizationId, organizationId))
    .returning({ organizationId: onlinePaymentAccounts.organizationId });
  return updated.length > 0;
}

export async function deleteAccount(db: Database, organizationId: string) {
  const deleted = await db
    .delete(onlinePaymentAccounts)
    .where(eq(onlinePaymentAccounts.organizationId, organizationId))
    .returning({ organizationId: onlinePaymentAccounts.organizationId });
  return deleted.length > 0;
}

export async function insertOnlinePayment(
  db: Database,
  values: typeof onlinePayments.$inferInsert,
  allocations: Omit<typeof onlinePaymentCharges.$inferInsert, 'onlinePaymentId'>[],
) {
  const [row] = await db.insert(onlinePayments).values(values).returning();
  if (!row) throw new Error('online payment insert returned no row');
  await db.insert(onlinePaymentCharges).values(allocations.map((line) => ({ ...line, onlinePaymentId: row.id })));
  return row;
}

/** The online payment an event names, locked until the transaction ends so its events apply one after another. */
export async function lockOnlinePayment(db: Database, scope: OrgScope & { reference: PaymentReference }) {
  const { paymentIntentId } = scope.reference;
  const onlinePaymentId = UUID.test(scope.reference.onlinePaymentId ?? '') ? scope.reference.onlinePaymentId : null;
  const named: SQL | undefined = onlinePaymentId
    ? eq(onlinePayments.id, onlinePaymentId)
    : paymentIntentId
      ? eq(onlinePayments.paymentIntentId, paymentIntentId)
      : undefined;
  if (!named) return null;
  const [row] = await db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.organizationId, scope.organizationId), named))
    .for('update');
  return row ?? null;
}

export async function updateOnlinePayment(
  db: Database,
  scope: OnlinePaymentScope,
  patch: Partial<
    Pick<
      typeof onlinePayments.$inferInsert,
      'status' | 'method' | 'paymentIntentId' | 'checkoutSessionId' | 'holdReason' | 'providerFeeMinor' | 'feeExpenseId'
    >
  >,
) {
  await db
    .update(onlinePayments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(onlinePayments.organizationId, scope.organizationId), eq(onlinePayments.id, scope.onlinePaymentId)));
}

/** The charges an online payment pays, with what a notification names (tenant, property, unit). */
export async function listAllocations(db: Database, scope: OnlinePaymentScope) {
  return db
    .select({
      chargeId: onlinePaymentCharges.chargeId,
      leaseId: onlinePaymentCharges.leaseId,
      amountMinor: onlinePaymentCharges.amountMinor,
      currency: rentCharges.currency,
      tenantName: user.name,
      propertyId: properties.id,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(onlinePaymentCharges)
    .innerJoin(onlinePayments, eq(onlinePayments.id, onlinePaymentCharges.onlinePaymentId))
    .innerJoin(rentCharges, eq(rentCharges.id, onlinePaymentCharges.chargeId))
    .innerJoin(leases, eq(leases.id, onlinePaymentCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(
      and(
        eq(onlinePayments.organizationId, scope.organizationId),
        eq(onlinePaymentCharges.onlinePaymentId, scope.onlinePaymentId),
      ),
    );
}

/**
 * Claims a provider event by its id: true for the one delivery that inserted it, false for every other (a later
 * or a concurrent one waits on the first's row, then finds it there).
 */
export async function claimEvent(db: Database, scope: OrgScope & { eventId: string; type: string }) {
  const inserted = await db
    .insert(onlinePaymentEvents)
    .values({ organizationId: scope.organizationId, eventId: scope.eventId, type: scope.type })
    .onConflictDoNothing()
    .returning({ eventId: onlinePaymentEvents.eventId });
  return inserted.length > 0;
}

export async function linkEventToPayment(db: Database, scope: OnlinePaymentScope & { eventId: string }) {
  await db
    .update(onlinePaymentEvents)
    .set({ onlinePaymentId: scope.onlinePaymentId })
    .where(
      and(eq(onlinePaymentEvents.organizationId, scope.organizationId), eq(onlinePaymentEvents.eventId, scope.eventId)),
    );
}

/** Of these charges, those a bank debit is still clearing for: paying them again now would pay twice. */
export async function listChargesBeingPaid(db: Database, scope: OrgScope & { chargeIds: string[] }) {
  if (scope.chargeIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ chargeId: onlinePaymentCharges.chargeId })
    .from(onlinePaymentCharges)
    .innerJoin(onlinePayments, eq(onlinePayments.id, onlinePaymentCharges.onlinePaymentId))
    .where(
      and(
        eq(onlinePayments.organizationId, scope.organizationId),
        eq(onlinePayments.status, 'processing'),
        inArray(onlinePaymentCharges.chargeId, scope.chargeIds),
      ),
    );
  return rows.map((row) => row.chargeId);
}

/** Online payments of one tenant (`tenantUserId`) or of the whole organization, newest first. */
export async function listOnlinePayments(
  db: Database,
  scope: OrgScope & {
    tenantUserId?: string;
    onlinePaymentId?: string;
    statuses?: (typeof onlinePayments.$inferSelect.status)[];
    limit: number;
  },
) {
  return db
    .select({
      id: onlinePayments.id,
      status: onlinePayments.status,
      amountMinor: onlinePayments.amountMinor,
      feeMinor: onlinePayments.feeMinor,
      currency: onlinePayments.currency,
      method: onlinePayments.method,
      holdReason: onlinePayments.holdReason,
      tenantName: user.name,
      createdAt: onlinePayments.createdAt,
    })
    .from(onlinePayments)
    .leftJoin(user, eq(user.id, onlinePayments.tenantUserId))
    .where(
      and(
        eq(onlinePayments.organizationId, scope.organizationId),
        scope.tenantUserId ? eq(onlinePayments.tenantUserId, scope.tenantUserId) : undefined,
        scope.onlinePaymentId ? eq(onlinePayments.id, scope.onlinePaymentId) : undefined,
        scope.statuses ? inArray(onlinePayments.status, scope.statuses) : undefined,
      ),
    )
    .orderBy(desc(onlinePayments.createdAt))
    .limit(scope.limit);
}

export async function findOrganizationTimeZone(db: Database, organizationId: string) {
  const [row] = await db
    .select({ timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.timeZone ?? 'UTC';
}

/** The provider's fee as an expense of the organization (the 'absorb' policy): written with the payment it is for. */
export async function insertFeeExpense(
  db: Database,
  values: Pick<
    typeof expenses.$inferInsert,
    'organizationId' | 'propertyId' | 'incurredOn' | 'amountMinor' | 'currency' | 'vendor' | 'description'
  >,
) {
  const [row] = await db
    .insert(expenses)
    .values({ ...values, category: 'other', notes: '' })
    .returning({ id: expenses.id });
  if (!row) throw new Error('fee expense insert returned no row');
  return row.id;
}

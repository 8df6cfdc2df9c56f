import {
  ONLINE_PAYMENT_METHODS,
  RECORDED_PAYMENT_METHODS,
  type TChargeMethodFilter,
  type TChargeStatus,
  type TListChargesQuery,
  type TPaymentMethod,
} from '@rentwell/contracts/payments';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { organizationChargeCounts } from '@rentwell/db/schema/charge-counts';
import { leases } from '@rentwell/db/schema/leases';
import { organizations } from '@rentwell/db/schema/organizations';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { lateFees } from '@rentwell/db/schema/rent-rules';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

type OrgScope = { organizationId: string };
/** Whose charges: an organization's (landlord side) or one tenant's (tenant side). */
export type ChargeScope = { organizationId: string } | { tenantUserId: string };

/**
 * The SQL twin of `settleCharge` in packages/domain (an integration test keeps them in step); a late fee charged and
 * not waived is part of what the charge asks for. Reads the charge's late fee from `lateFeeJoin` (joined, not looked
 * up row by row).
 */
function chargeStatusSql(today: string) {
  return sql<TChargeStatus>`case
    when ${rentCharges.amountMinor} + ${lateFeeOwedSql()} - ${rentCharges.receivedMinor} <= 0 then
      case when ${rentCharges.confirmedMinor} > 0 then 'confirmed' else 'paid' end
    when ${rentCharges.awaitingMinor} > 0 then 'pending_confirmation'
    when ${rentCharges.dueDate} < ${today} then 'overdue'
    else 'pending' end`;
}

/** The late fee `lateFeeJoin` joined, unless waived; 0 without one. */
function lateFeeOwedSql() {
  return sql`coalesce(case when ${lateFees.waivedAt} is null then ${lateFees.amountMinor} end, 0)`;
}

function scopeCondition(scope: ChargeScope): SQL {
  return 'organizationId' in scope
    ? eq(rentCharges.organizationId, scope.organizationId)
    : eq(leases.tenantUserId, scope.tenantUserId);
}

/**
 * The attention order's groups: overdue, then awaiting confirmation, then upcoming (each oldest due first), then
 * settled (latest first). Each group is read on its own, in the order of the index on the due date, so a page reads
 * about as many charges as it shows, not every charge of the organization. A group's conditions are `chargeStatusSql`
 * split into comparisons of plain columns (the planner estimates those; it guessed half a percent for a status).
 */
type AttentionGroup = { statuses: TChargeStatus[]; latestFirst: boolean; where: SQL | undefined };

function attentionGroups(today: string): AttentionGroup[] {
  const balance = sql`${rentCharges.amountMinor} + ${lateFeeOwedSql()} - ${rentCharges.receivedMinor}`;
  const unsettled = sql`${balance} > 0`;
  const notAwaiting = lte(rentCharges.awaitingMinor, 0);
  return [
    { statuses: ['overdue'], latestFirst: false, where: and(unsettled, notAwaiting, lt(rentCharges.dueDate, today)) },
    { statuses: ['pending_confirmation'], latestFirst: false, where: and(unsettled, gt(rentCharges.awaitingMinor, 0)) },
    { statuses: ['pending'], latestFirst: false, where: and(unsettled, notAwaiting, gte(rentCharges.dueDate, today)) },
    { statuses: ['confirmed', 'paid'], latestFirst: true, where: sql`${balance} <= 0` },
  ];
}

/** Conditions a status implies, on plain columns the indexes serve, so a status filter need not read every charge. */
function impliedByStatus(status: TChargeStatus, today: string): SQL[] {
  if (status === 'pending_confirmation') return [gt(rentCharges.awaitingMinor, 0)];
  if (status === 'overdue') return [sql`${rentCharges.dueDate} < ${today}`];
  if (status === 'pending') return [gte(rentCharges.dueDate, today)];
  return [];
}

/** Charges with at least one payment made by one of the methods the filter names. */
function paidByMethod(filter: TChargeMethodFilter): SQL {
  const methods: readonly TPaymentMethod[] =
    filter === 'recorded' ? RECORDED_PAYMENT_METHODS : filter === 'online' ? ONLINE_PAYMENT_METHODS : [filter];
  return sql`exists (select 1 from ${payments} where ${payments.chargeId} = ${rentCharges.id} and ${inArray(payments.method, [...methods])})`;
}

/** The charge's late fee charged by `today` (at most one per charge: a unique key), for `chargeStatusSql`. */
function lateFeeJoin(today: string) {
  return and(eq(lateFees.chargeId, rentCharges.id), lte(lateFees.chargedOn, today));
}

type PageSlice = { orderBy: SQL[]; offset: number; limit: number };

/** Charges matching `where` in `orderBy`, then by property, unit and id, with what a line of the list shows. */
function chargeRows(db: Database, today: string, where: SQL | undefined, { orderBy, offset, limit }: PageSlice) {
  return db
    .select({
      id: rentCharges.id,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      periodStart: rentCharges.periodStart,
      periodEnd: rentCharges.periodEnd,
      amountMinor: rentCharges.amountMinor,
      currency: rentCharges.currency,
      receivedMinor: rentCharges.receivedMinor,
      awaitingConfirmationMinor: rentCharges.awaitingMinor,
      status: chargeStatusSql(today),
      lateFee: {
        id: lateFees.id,
        amountMinor: lateFees.amountMinor,
        chargedOn: lateFees.chargedOn,
        waivedAt: lateFees.waivedAt,
        waiveReason: lateFees.waiveReason,
      },
      tenantId: user.id,
      tenantName: user.name,
      propertyId: properties.id,
      propertyName: properties.name,
      unitId: units.id,
      unitLabel: units.label,
    })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .leftJoin(lateFees, lateFeeJoin(today))
    .where(where)
    .orderBy(...orderBy, asc(properties.name), asc(units.label), asc(rentCharges.id))
    .limit(limit)
    .offset(offset);
}

/** How many charges match `where`, joining leases and late fees only when `where` reads them. */
async function countCharges(
  db: Database,
  today: string,
  where: SQL | undefined,
  reads: { leases: boolean; lateFees: boolean },
): Promise<number> {
  let counted = db.select({ total: sql<number>`count(*)::int` }).from(rentCharges).$dynamic();
  if (reads.leases) counted = counted.innerJoin(leases, eq(leases.id, rentCharges.leaseId));
  if (reads.lateFees) counted = counted.leftJoin(lateFees, lateFeeJoin(today));
  const [row] = await counted.where(where);
  return row?.total ?? 0;
}

/** How many charges the organization has, as its kept count says (0 before its first charge). */
async function countOrganizationCharges(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ charges: organizationChargeCounts.charges })
    .from(organizationChargeCounts)
    .where(eq(organizationChargeCounts.organizationId, organizationId));
  return row?.charges ?? 0;
}

/**
 * A page in the attention order, group after group: each group's charges from the page's offset within it, until
 * the page is full. A group the page lies past is counted, to know how many of the next group's charges to skip.
 */
async function attentionPage(db: Database, today: string, where: SQL | undefined, query: TListChargesQuery) {
  const rows: Awaited<ReturnType<typeof chargeRows>> = [];
  let skip = (query.page - 1) * query.pageSize;
  for (const group of attentionGroups(today)) {
    if (rows.length === query.pageSize) break;
    if (query.status && !group.statuses.includes(query.status)) continue;
    const inGroup = and(where, group.where);
    const found = await chargeRows(db, today, inGroup, {
      orderBy: [group.latestFirst ? desc(rentCharges.dueDate) : asc(rentCharges.dueDate)],
      offset: skip,
      limit: query.pageSize - rows.length,
    });
    rows.push(...found);
    if (found.length > 0) skip = 0;
    else if (skip > 0) skip -= await countCharges(db, today, inGroup, { leases: true, lateFees: true });
  }
  return rows;
}

/**
 * One page of charges and how many there are in all. An organization's unfiltered total is its kept count; a
 * filtered one is its own statement, joining only what the filters read, rather than a window over every matching
 * row beside the page.
 */
export async function listCharges(db: Database, scope: ChargeScope, query: TListChargesQuery, today: string) {
  const status = chargeStatusSql(today);
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (query.propertyId) conditions.push(eq(leases.propertyId, query.propertyId));
  if (query.tenantId) conditions.push(eq(leases.tenantUserId, query.tenantId));
  if (query.leaseId) conditions.push(eq(rentCharges.leaseId, query.leaseId));
  if (query.from) conditions.push(gte(rentCharges.dueDate, query.from));
  if (query.to) conditions.push(lte(rentCharges.dueDate, query.to));
  if (query.method) conditions.push(paidByMethod(query.method));
  if (query.status) conditions.push(sql`${status} = ${query.status}`, ...impliedByStatus(query.status, today));
  const where = and(...conditions);
  const page =
    query.sort === 'attention'
      ? attentionPage(db, today, where, query)
      : chargeRows(db, today, where, {
          orderBy: [desc(rentCharges.dueDate)],
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        });
  const total =
    'organizationId' in scope && conditions.length === 1
      ? countOrganizationCharges(db, scope.organizationId)
      : countCharges(db, today, where, {
          leases: !('organizationId' in scope) || Boolean(query.propertyId || query.tenantId),
          lateFees: Boolean(query.status),
        });
  const [rows, count] = await Promise.all([page, total]);
  return { rows, total: count };
}

/** The payments of these charges, within the same scope as the charges: never trusts the ids alone. */
export async function listPaymentRecords(db: Database, scope: ChargeScope, chargeIds: string[]) {
  if (chargeIds.length === 0) return [];
  const inScope =
    'organizationId' in scope
      ? eq(payments.organizationId, scope.organizationId)
      : eq(leases.tenantUserId, scope.tenantUserId);
  return db
    .select(getTableColumns(payments))
    .from(payments)
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .where(and(inScope, inArray(payments.chargeId, chargeIds)))
    .orderBy(asc(payments.createdAt));
}

export async function findCharge(db: Database, scope: ChargeScope & { chargeId: string }) {
  const [row] = await db
    .select({
      id: rentCharges.id,
      organizationId: rentCharges.organizationId,
      leaseId: rentCharges.leaseId,
      currency: rentCharges.currency,
      dueDate: rentCharges.dueDate,
      tenantUserId: leases.tenantUserId,
      tenantName: user.name,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(and(scopeCondition(scope), eq(rentCharges.id, scope.chargeId)));
  return row ?? null;
}

export async function insertPayment(db: Database, values: typeof payments.$inferInsert) {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function findPayment(db: Database, scope: ChargeScope & { paymentId: string }) {
  const [row] = await db
    .select({ payment: payments, tenantUserId: leases.tenantUserId, propertyName: properties.name })
    .from(payments)
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(rentCharges, eq(rentCharges.id, payments.chargeId))
    .where(and(scopeCondition(scope), eq(payments.id, scope.paymentId)));
  return row ?? null;
}

export async function updatePayment(
  db: Database,
  scope: OrgScope & { paymentId: string },
  patch: Pick<typeof payments.$inferInsert, 'receiptNumber'>,
) {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payments.organizationId, scope.organizationId), eq(payments.id, scope.paymentId)))
    .returning();
  return row ?? null;
}

/**
 * Confirms or rejects a payment only while it still awaits confirmation, in one statement: of concurrent
 * decisions exactly one finds it pending (a waiting one re-reads the row after the other commits), the rest get null.
 */
export async function decidePendingPayment(
  db: Database,
  scope: OrgScope & { paymentId: string },
  decision: Pick<typeof payments.$inferInsert, 'status' | 'confirmedByUserId' | 'confirmedAt' | 'receiptNumber'>,
) {
  const [row] = await db
    .update(payments)
    .set({ ...decision, updatedAt: new Date() })
    .where(
      and(
        eq(payments.organizationId, scope.organizationId),
        eq(payments.id, scope.paymentId),
        eq(payments.status, 'pending_confirmation'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Moves the payments an online payment wrote from one status to another (refund, dispute, dispute won). */
export async function setOnlinePaymentRecordsStatus(
  db: Database,
  scope: OrgScope & { onlinePaymentId: string },
  change: { from: (typeof payments.$inferSelect)['status'][]; to: (typeof payments.$inferSelect)['status'] },
) {
  return db
    .update(payments)
    .set({ status: change.to, updatedAt: new Date() })
    .where(
      and(
        eq(payments.organizationId, scope.organizationId),
        eq(payments.onlinePaymentId, scope.onlinePaymentId),
        inArray(payments.status, change.from),
      ),
    )
    .returning({ id: payments.id });
}

/** Inserts charges, skipping periods a lease already has: reruns and concurrent instances add nothing twice. */
export async function insertChargesIgnoringExisting(db: Database, rows: (typeof rentCharges.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(rentCharges)
    .values(rows)
    .onConflictDoNothing({ target: [rentCharges.leaseId, rentCharges.periodStart] })
    .returning({ id: rentCharges.id });
  return inserted.length;
}

/** Charges after a termination date that nobody paid anything against. */
export async function deleteUnpaidChargesAfter(db: Database, scope: OrgScope & { leaseId: string; after: string }) {
  await db
    .delete(rentCharges)
    .where(
      and(
        eq(rentCharges.organizationId, scope.organizationId),
        eq(rentCharges.leaseId, scope.leaseId),
        gt(rentCharges.periodStart, scope.after),
        sql`not exists (select 1 from ${payments} where ${payments.chargeId} = ${rentCharges.id})`,
      ),
    );
}

export async function updateChargeAmount(
  db: Database,
  scope: OrgScope & { leaseId: string; periodStart: string },
  values: { amountMinor: number; periodEnd: string; dueDate: string },
) {
  await db
    .update(rentCharges)
    .set(values)
    .where(
      and(
        eq(rentCharges.organizationId, scope.organizationId),
        eq(rentCharges.leaseId, scope.leaseId),
        eq(rentCharges.periodStart, scope.periodStart),
        sql`not exists (select 1 from ${payments} where ${payments.chargeId} = ${rentCharges.id})`,
      ),
    );
}

/** Everything a receipt prints, for one confirmed or paid payment in scope. */
export async function findReceiptData(db: Database, scope: ChargeScope & { paymentId: string }) {
  const [row] = await db
    .select({
      payment: payments,
      periodStart: rentCharges.periodStart,
      periodEnd: rentCharges.periodEnd,
      dueDate: rentCharges.dueDate,
      organizationName: organizations.name,
      emailReceipts: organizations.emailReceipts,
      tenantUserId: leases.tenantUserId,
      tenantName: user.name,
      propertyName: properties.name,
      propertyAddress: properties.address,
      propertyCity: properties.city,
      unitLabel: units.label,
    })
    .from(payments)
    .innerJoin(rentCharges, eq(rentCharges.id, payments.chargeId))
    .innerJoin(leases, eq(leases.id, payments.leaseId))
    .innerJoin(organizations, eq(organizations.id, payments.organizationId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(and(scopeCondition(scope), eq(payments.id, scope.paymentId)));
  return row ?? null;
}

/** This month's rent due, money received, and everything overdue, per currency, aggregated in SQL. */
export async function summarizeMoney(
  db: Database,
  scope: OrgScope & { monthStart: string; monthEnd: string; today: string },
) {
  const [due, collected, overdue] = await Promise.all([
    db
      .select({
        currency: rentCharges.currency,
        amountMinor: sql<number>`sum(${rentCharges.amountMinor})::bigint`.mapWith(Number),
      })
      .from(rentCharges)
      .where(
        and(
          eq(rentCharges.organizationId, scope.organizationId),
          gte(rentCharges.dueDate, scope.monthStart),
          lte(rentCharges.dueDate, scope.monthEnd),
        ),
      )
      .groupBy(rentCharges.currency),
    db
      .select({
        currency: payments.currency,
        amountMinor: sql<number>`sum(${payments.amountMinor})::bigint`.mapWith(Number),
      })
      .from(payments)
      .where(
        and(
          eq(payments.organizationId, scope.organizationId),
          inArray(payments.status, ['confirmed', 'paid']),
          gte(payments.paidOn, scope.monthStart),
          lte(payments.paidOn, scope.monthEnd),
        ),
      )
      .groupBy(payments.currency),
    sumOverdue(db, scope),
  ]);
  return { due, collected, overdue };
}

const ZOverdueRow = z.object({ currency: z.string(), amount_minor: z.coerce.number().int() });

/**
 * What is owed on charges past their due date, per currency: the twin of `sumChargeBalanceSql(…).overdue`. A charge
 * owes when its rent is not fully received (read through the unpaid-charges index) or when a late fee charged by
 * today and not waived is not covered yet (read from the organization's late fees), so neither side reads every charge.
 */
async function sumOverdue(db: Database, scope: OrgScope & { today: string }) {
  const owed = sql`c.amount_minor + coalesce(f.amount_minor, 0) - c.received_minor`;
  const result = await db.execute(sql`
    select currency, sum(owed)::bigint as amount_minor
    from (
      select c.currency, ${owed} as owed
      from rent_charges c
      left join late_fees f on f.charge_id = c.id and f.waived_at is null and f.charged_on <= ${scope.today}::date
      where c.organization_id = ${scope.organizationId} and c.due_date < ${scope.today}::date
        and c.amount_minor > c.received_minor
      union all
      select c.currency, ${owed} as owed
      from late_fees f join rent_charges c on c.id = f.charge_id
      where f.organization_id = ${scope.organizationId} and f.waived_at is null and f.charged_on <= ${scope.today}::date
        and c.due_date < ${scope.today}::date and c.amount_minor <= c.received_minor and ${owed} > 0
    ) as overdue
    group by currency`);
  return z
    .object({ rows: z.array(ZOverdueRow) })
    .parse(result)
    .rows.map((row) => ({ currency: row.currency, amountMinor: row.amount_minor }));
}

/** Every charge of the organization due by a date, with what was received against it (for imports). */
export async function listChargesDueBy(db: Database, scope: OrgScope & { dueBy: string }) {
  return db
    .select({
      id: rentCharges.id,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      amountMinor: rentCharges.amountMinor,
      currency: rentCharges.currency,
      receivedMinor: rentCharges.receivedMinor,
    })
    .from(rentCharges)
    .where(and(eq(rentCharges.organizationId, scope.organizationId), lte(rentCharges.dueDate, scope.dueBy)))
    .orderBy(asc(rentCharges.dueDate));
}

export async function insertPayments(db: Database, rows: (typeof payments.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(payments).values(rows);
}

import type { TDocumentSignatureStatus } from '@rentwell/contracts/documents';
import type { TLeaseStatus, TListTenantsQuery } from '@rentwell/contracts/leases';
import type { Database } from '@rentwell/db/create-db';
import { preparedQuery } from '@rentwell/db/prepared-query';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { rentCharges } from '@rentwell/db/schema/payments';
import { profiles } from '@rentwell/db/schema/profiles';
import { properties, units } from '@rentwell/db/schema/properties';
import { signatureRequests } from '@rentwell/db/schema/signatures';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { sumChargeBalanceSql } from '../../domain-sql/charge-balance-sql.ts';
import { currentLeaseDocument } from '../../domain-sql/current-lease-document-sql.ts';
import { leaseCoversDaySql, leaseStatusSql } from '../../domain-sql/lease-status-sql.ts';
import { inTimeZoneSql } from '../../lib/today.ts';

type OrgScope = { organizationId: string };

/** Per lease: owed, overdue and paid ahead as of `today` (a date, or the SQL of one), summed over its charges in SQL. */
function balanceOf(db: Database, today: string | SQL) {
  const sums = sumChargeBalanceSql(rentCharges, today);
  return db
    .select({
      owedMinor: sql<number>`${sums.owed}`.mapWith(Number).as('owed_minor'),
      overdueMinor: sql<number>`${sums.overdue}`.mapWith(Number).as('overdue_minor'),
      creditMinor: sql<number>`${sums.credit}`.mapWith(Number).as('credit_minor'),
    })
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, leases.id))
    .as('lease_balance');
}

function nextDueDateOf(today: string | SQL) {
  return sql<string | null>`(select min(${rentCharges.dueDate}) from ${rentCharges}
    where ${rentCharges.leaseId} = ${leases.id} and ${rentCharges.dueDate} >= ${today})`;
}

/** The status of the lease's latest signature request that was not revoked: where its agreement stands. */
function agreementSignatureOf() {
  return sql<TDocumentSignatureStatus | null>`(select ${signatureRequests.status} from ${signatureRequests}
    where ${signatureRequests.leaseId} = ${leases.id} and ${signatureRequests.status} <> 'revoked'
    order by ${signatureRequests.createdAt} desc limit 1)`;
}

function leaseDocumentOf(db: Database) {
  return currentLeaseDocument(db, leases.id).as('lease_document');
}

function leaseColumns(
  today: string | SQL,
  balance: ReturnType<typeof balanceOf>,
  leaseDocument: ReturnType<typeof leaseDocumentOf>,
) {
  return {
    id: leases.id,
    organizationId: leases.organizationId,
    // As the dates give it today: the stored column waits for the daily job.
    status: leaseStatusSql(leases, today),
    startDate: leases.startDate,
    endDate: leases.endDate,
    terminatedOn: leases.terminatedOn,
    monthlyRentMinor: leases.monthlyRentMinor,
    securityDepositMinor: leases.securityDepositMinor,
    currency: leases.currency,
    dueDay: leases.dueDay,
    documentName: leaseDocument.fileName,
    agreementSignature: agreementSignatureOf(),
    previousLeaseId: leases.previousLeaseId,
    propertyId: properties.id,
    propertyName: properties.name,
    propertyAddress: properties.address,
    propertyCity: properties.city,
    unitId: units.id,
    unitLabel: units.label,
    tenantId: user.id,
    tenantName: user.name,
    tenantEmail: user.email,
    tenantPhone: profiles.phone,
    owedMinor: balance.owedMinor,
    overdueMinor: balance.overdueMinor,
    creditMinor: balance.creditMinor,
    nextDueDate: nextDueDateOf(today),
  };
}

export type LeaseRow = Awaited<ReturnType<typeof selectLeases>>[number];

function selectLeases(db: Database, today: string | SQL, where: SQL | undefined) {
  const balance = balanceOf(db, today);
  const leaseDocument = leaseDocumentOf(db);
  return db
    .select(leaseColumns(today, balance, leaseDocument))
    .from(leases)
    .innerJoinLateral(balance, sql`true`)
    .leftJoinLateral(leaseDocument, sql`true`)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .leftJoin(profiles, eq(profiles.id, leases.tenantUserId))
    .where(where);
}

export async function findLease(db: Database, scope: OrgScope & { leaseId: string }, today: string) {
  const [row] = await selectLeases(
    db,
    today,
    and(eq(leases.organizationId, scope.organizationId), eq(leases.id, scope.leaseId)),
  );
  return row ?? null;
}

export async function listLeasesOfTenant(db: Database, scope: { tenantUserId: string }, today: string) {
  return selectLeases(db, today, eq(leases.tenantUserId, scope.tenantUserId)).orderBy(desc(leases.startDate));
}

/** The day the lease statuses and balances of the list are computed for, given when the prepared query runs. */
const TODAY = sql`${sql.placeholder('today')}::date`;

function tenantFilters(query: TListTenantsQuery) {
  const conditions: (SQL | undefined)[] = [eq(leases.organizationId, sql.placeholder('organizationId'))];
  if (query.status === 'current') conditions.push(inArray(leaseStatusSql(leases, TODAY), ['active', 'pending']));
  else if (query.status) conditions.push(sql`${leaseStatusSql(leases, TODAY)} = ${sql.placeholder('status')}`);
  if (query.propertyId) conditions.push(eq(leases.propertyId, sql.placeholder('propertyId')));
  if (query.search) {
    const pattern = sql.placeholder('pattern');
    conditions.push(
      or(
        ilike(user.name, pattern),
        ilike(user.email, pattern),
        ilike(properties.name, pattern),
        ilike(units.label, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** Joins what the filters search (tenant, property, unit) to a select from leases. */
function withFilterJoins<T extends PgSelect>(select: T, where: SQL | undefined) {
  return select
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(where);
}

/** The choices that change the list's SQL: each combination is one prepared query (values are placeholders). */
function tenantListShape(query: TListTenantsQuery): string {
  const status = query.status === undefined ? 'all' : query.status === 'current' ? 'current' : 'status';
  return `${query.sort}_${status}${query.propertyId ? '_property' : ''}${query.search ? '_search' : ''}`;
}

function prepareTenantPage(db: Database, query: TListTenantsQuery, name: string) {
  const where = tenantFilters(query);
  const owed = sql`(select ${sumChargeBalanceSql(rentCharges, TODAY).owed} from ${rentCharges}
    where ${rentCharges.leaseId} = ${leases.id})`;
  const order = {
    name: [asc(user.name)],
    end_date: [asc(leases.endDate)],
    rent: [desc(leases.monthlyRentMinor)],
    balance: [desc(owed)],
  }[query.sort];
  const tieBreak = [desc(leases.startDate), asc(leases.id)];
  const pageIds = withFilterJoins(db.select({ id: leases.id }).from(leases).$dynamic(), where)
    .orderBy(...order, ...tieBreak)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  return selectLeases(db, TODAY, inArray(leases.id, pageIds))
    .orderBy(...order, ...tieBreak)
    .prepare(name);
}

function prepareTenantCount(db: Database, query: TListTenantsQuery, name: string) {
  return withFilterJoins(db.select({ total: count() }).from(leases).$dynamic(), tenantFilters(query)).prepare(name);
}

/**
 * One page of the tenants table and how many leases match: the page's lease ids are chosen first (filters, sort,
 * offset), so balances, documents and signatures are read for those rows only. Both queries are built once per
 * shape of the query (`preparedQuery`).
 */
export async function listLeases(db: Database, scope: OrgScope, query: TListTenantsQuery, today: string) {
  const shape = tenantListShape(query);
  const values = {
    organizationId: scope.organizationId,
    today,
    status: query.status,
    propertyId: query.propertyId,
    pattern: query.search ? `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%` : undefined,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const [rows, [counted]] = await Promise.all([
    preparedQuery(db, `tenants_page_${shape}`, (name) => prepareTenantPage(db, query, name)).execute(values),
    preparedQuery(db, `tenants_count_${shape}`, (name) => prepareTenantCount(db, query, name)).execute(values),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Units of the property that are not set unavailable and have no lease running or about to start. */
export async function findVacantUnits(db: Database, scope: OrgScope & { propertyId: string }) {
  return db
    .select({ id: units.id, label: units.label, marketRentMinor: units.marketRentMinor })
    .from(units)
    .where(
      and(
        eq(units.organizationId, scope.organizationId),
        eq(units.propertyId, scope.propertyId),
        eq(units.status, 'vacant'),
        sql`not exists (select 1 from ${leases} where ${leases.unitId} = ${units.id} and ${leases.status} in ('active', 'pending'))`,
      ),
    )
    .orderBy(sql`length(${units.label})`, asc(units.label));
}

/**
 * Locks the unit's row for the rest of the transaction. Every lease insert takes it first: two inserts of
 * overlapping leases that both reach the exclusion constraint at once can each wait for the other (PostgreSQL then
 * aborts one as a deadlock); queued on the unit, the later one sees the earlier's lease and is refused cleanly.
 */
export async function lockUnitForLeasing(db: Database, scope: OrgScope & { unitId: string }) {
  await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.organizationId, scope.organizationId), eq(units.id, scope.unitId)))
    .for('no key update');
}

export async function insertLease(db: Database, values: typeof leases.$inferInsert) {
  const [row] = await db.insert(leases).values(values).returning({ id: leases.id });
  if (!row) throw new Error('lease insert returned no row');
  return row.id;
}

/**
 * Sets the termination of a lease that is running or about to and was never terminated, in one statement: of
 * terminations sent at once exactly one applies (a waiting one re-reads the row after the other commits).
 */
export async function terminateRunningLease(
  db: Database,
  scope: OrgScope & { leaseId: string },
  termination: { status: TLeaseStatus; terminatedOn: string },
): Promise<boolean> {
  const terminated = await db
    .update(leases)
    .set({ ...termination, updatedAt: new Date() })
    .where(
      and(
        eq(leases.organizationId, scope.organizationId),
        eq(leases.id, scope.leaseId),
        inArray(leases.status, ['active', 'pending']),
        isNull(leases.terminatedOn),
      ),
    )
    .returning({ id: leases.id });
  return terminated.length > 0;
}

/**
 * Sets every lease whose stored status differs from the one its dates give today (the daily job), in one statement
 * that reads the dates it writes from: a termination committed meanwhile is never overwritten with a stale status.
 */
export async function refreshStaleLeaseStatuses(db: Database, today: string, timeZone?: string): Promise<number> {
  const expected = leaseStatusSql(leases, today);
  const updated = await db
    .update(leases)
    .set({ status: expected, updatedAt: new Date() })
    .where(and(sql`${leases.status} <> ${expected}`, inTimeZoneSql(leases.organizationId, timeZone)))
    .returning({ id: leases.id });
  return updated.length;
}

/** Leases that should have rent charges: not terminated before they began, and not long finished. */
export async function listLeasesNeedingCharges(db: Database, since: string, timeZone?: string) {
  return db
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
    .where(
      and(
        sql`coalesce(${leases.terminatedOn}, ${leases.endDate}) >= ${since}`,
        inTimeZoneSql(leases.organizationId, timeZone),
      ),
    );
}

/** Leases running on the window's first day whose last day falls within the window (renewals to prepare). */
export async function listLeasesEndingBetween(db: Database, scope: OrgScope & { from: string; to: string }) {
  const lastDay = sql<string>`coalesce(${leases.terminatedOn}, ${leases.endDate})`;
  return db
    .select({
      leaseId: leases.id,
      tenantName: user.name,
      propertyName: properties.name,
      unitLabel: units.label,
      endDate: lastDay,
    })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(
      and(
        eq(leases.organizationId, scope.organizationId),
        leaseCoversDaySql(leases, scope.from),
        sql`${lastDay} between ${scope.from} and ${scope.to}`,
      ),
    )
    .orderBy(lastDay);
}

export async function findLeaseParties(db: Database, leaseId: string) {
  const [row] = await db
    .select({ tenantUserId: leases.tenantUserId, organizationId: leases.organizationId })
    .from(leases)
    .where(eq(leases.id, leaseId));
  return row ?? null;
}

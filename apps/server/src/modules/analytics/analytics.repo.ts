import { setImmediate } from 'node:timers/promises';
import type { TPeriod } from '@rentwell/contracts/financials';
import type { Database } from '@rentwell/db/create-db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  chargeBalanceSql,
  joinOwedLateFeeSql,
  OWED_LATE_FEE,
  sumChargeBalanceSql,
} from '../../domain-sql/charge-balance-sql.ts';
import { leaseCoversDaySql } from '../../domain-sql/lease-status-sql.ts';
import { LEDGER_SUMS, ZLedgerSums } from '../financials/ledger-sql.ts';

/**
 * One organization, its currency, optionally one property. Amounts in any other currency (a lease or an
 * expense entered in a foreign currency) are left out of every figure: reports are in the organization's
 * currency only, never a sum of different units.
 */
type ReportScope = { organizationId: string; currency: string; propertyId?: string };

const int = z.coerce.number().int();
const nullableInt = z.coerce.number().int().nullable();

function rowsOf<T extends z.ZodType>(row: T, result: unknown): z.infer<T>[] {
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** `leases l` as the occupancy rule reads it. */
const leaseDates = { startDate: sql`l.start_date`, endDate: sql`l.end_date`, terminatedOn: sql`l.terminated_on` };

function propertyFilter(column: SQL, scope: ReportScope) {
  return scope.propertyId ? sql`and ${column} = ${scope.propertyId}` : sql``;
}

/** Months from the month of `from` to the month of `to`, each with the day its occupancy is read on. */
function monthsOf(period: TPeriod) {
  return sql`select m::date as month_start,
      least((m + interval '1 month - 1 day')::date, ${period.to}::date) as reference_day,
      (m + interval '1 month - 1 day')::date as month_end
    from generate_series(date_trunc('month', ${period.from}::date), date_trunc('month', ${period.to}::date), interval '1 month') as m`;
}

const ZOccupancyRow = z.object({
  month: z.string(),
  units: int,
  occupied: int,
  unavailable: int,
  total_units: int,
  total_occupied: int,
  total_unavailable: int,
});

/**
 * Occupancy per month, read on the month's last day (the end of the period for its last month, so the
 * current month is today's picture, not a future one). A unit counts from the day it was added or the
 * start of its first lease, whichever is earlier (history entered later still counts); it is occupied
 * when a lease covers the day: started, not past its end, not past its termination date.
 * Read as running sums over the dated changes occupancy_by_day keeps (decision 019), so the work grows with the
 * days that saw a change per property, not with units and leases.
 */
export async function occupancyByMonth(db: Database, scope: ReportScope, period: TPeriod) {
  const result = await db.execute(sql`
    with months as (${monthsOf(period)}),
    changes (day, units, occupied, unavailable, month_start) as (
      select d.day, d.units, d.occupied, d.unavailable, null::date from occupancy_by_day d
      where d.organization_id = ${scope.organizationId} ${propertyFilter(sql`d.property_id`, scope)}
        and d.day <= ${period.to}::date
      union all
      select reference_day, 0, 0, 0, month_start from months
    ),
    counted as (
      select month_start, (sum(units) over running)::int as units, (sum(occupied) over running)::int as occupied,
        (sum(unavailable) over running)::int as unavailable
      from changes window running as (order by day)
    )
    select to_char(month_start, 'YYYY-MM') as month, units, occupied, unavailable,
      (sum(units) over ())::bigint as total_units, (sum(occupied) over ())::bigint as total_occupied,
      (sum(unavailable) over ())::bigint as total_unavailable
    from counted where month_start is not null order by month_start`);
  return rowsOf(ZOccupancyRow, result);
}

const ZCollectionRow = z.object({
  month: z.string(),
  due: int,
  collected: int,
  outstanding: int,
  total_due: int,
  total_collected: int,
  total_outstanding: int,
});

/**
 * Rent due per month (charges by due date) beside what was received against those charges (whenever it was
 * paid) and what of them is still unpaid: sums of the period's days in money_by_day, not of each charge.
 */
export async function rentCollectionByMonth(db: Database, scope: ReportScope, period: TPeriod) {
  const result = await db.execute(sql`
    with months as (${monthsOf(period)}),
    due as (
      select date_trunc('month', d.day)::date as month_start,
        sum(d.charged_minor) as due,
        sum(d.charged_received_minor) as collected,
        sum(d.charged_unpaid_minor) as outstanding
      from money_by_day d
      where d.organization_id = ${scope.organizationId} and d.currency = ${scope.currency}
        ${propertyFilter(sql`d.property_id`, scope)}
        and d.day between ${period.from}::date and ${period.to}::date
      group by 1
    ),
    joined as (
      select m.month_start, coalesce(d.due, 0) as due, coalesce(d.collected, 0) as collected,
        coalesce(d.outstanding, 0) as outstanding
      from months m left join due d on d.month_start = m.month_start
    )
    select to_char(month_start, 'YYYY-MM') as month, due::bigint, collected::bigint, outstanding::bigint,
      (sum(due) over ())::bigint as total_due, (sum(collected) over ())::bigint as total_collected,
      (sum(outstanding) over ())::bigint as total_outstanding
    from joined order by month_start`);
  return rowsOf(ZCollectionRow, result);
}

const ZCategoryRow = z.object({
  category: z.string(),
  count: int,
  amount: int,
  total_count: int,
  total_amount: int,
});

/** Expenses incurred in the period per category, largest first; with a property, only that property's. */
export async function expensesByCategory(db: Database, scope: ReportScope, period: TPeriod) {
  const result = await db.execute(sql`
    select e.category, count(*)::int as count, sum(e.amount_minor)::bigint as amount,
      (sum(count(*)) over ())::bigint as total_count, (sum(sum(e.amount_minor)) over ())::bigint as total_amount
    from expenses e
    where e.organization_id = ${scope.organizationId} and e.currency = ${scope.currency}
      ${propertyFilter(sql`e.property_id`, scope)}
      and e.incurred_on between ${period.from}::date and ${period.to}::date
    group by e.category
    order by amount desc, e.category`);
  return rowsOf(ZCategoryRow, result);
}

/**
 * Per property: the ledger's sums of the period (long-term rent received by payment date, short-term stays over
 * their nights, expenses incurred and the debt service among them); then, without a property filter, the
 * portfolio-wide expenses (no property) as a row of their own (property null). Sums of the period's days in
 * money_by_day.
 */
function profitLossRows(scope: ReportScope, period: TPeriod) {
  const inPeriod = sql`d.organization_id = ${scope.organizationId} and d.currency = ${scope.currency}
    and d.day between ${period.from}::date and ${period.to}::date`;
  const portfolioRow = scope.propertyId
    ? sql``
    : sql`union all
      select null, null, ${LEDGER_SUMS}, 1
      from money_by_day d
      where ${inPeriod} and d.property_id is null`;
  return sql`
    select p.id as property_id, p.name as property, coalesce(s.long_term_income, 0) as long_term_income,
      coalesce(s.short_term_income, 0) as short_term_income, coalesce(s.expenses, 0) as expenses,
      coalesce(s.debt_service, 0) as debt_service, 0 as portfolio_row
    from properties p
    left join (
      select d.property_id, ${LEDGER_SUMS}
      from money_by_day d
      where ${inPeriod} and d.property_id is not null ${propertyFilter(sql`d.property_id`, scope)}
      group by d.property_id
    ) s on s.property_id = p.id
    where p.organization_id = ${scope.organizationId} ${propertyFilter(sql`p.id`, scope)}
    ${portfolioRow}`;
}

const ZProfitLossRow = ZLedgerSums.extend({ property_id: z.string().nullable(), property: z.string().nullable() });

/** Rows of the profit and loss, properties by name, then the portfolio-wide row. */
export async function propertyProfitLoss(db: Database, scope: ReportScope, period: TPeriod) {
  const result = await db.execute(sql`
    select property_id::text, property, long_term_income::bigint, short_term_income::bigint, expenses::bigint,
      debt_service::bigint
    from (${profitLossRows(scope, period)}) as pl
    order by portfolio_row, property, property_id`);
  return rowsOf(ZProfitLossRow, result);
}

/** `rent_charges c` as the balance rule reads it. */
const chargeColumns = {
  id: sql`c.id`,
  dueDate: sql`c.due_date`,
  amountMinor: sql`c.amount_minor`,
  receivedMinor: sql`c.received_minor`,
};

/** `chargeColumns` with the late fee joined (`joinOwedLateFeeSql`): for sums over every charge of many leases. */
const chargeColumnsWithLateFee = { ...chargeColumns, lateFeeOwed: OWED_LATE_FEE };

/** Where a keyset page starts: after the row with these sort values. */
type UnitKey = { propertyName: string; propertyId: string; unitLabel: string; unitId: string };

function unitKeyAfter(key: UnitKey | null, last: SQL) {
  if (!key) return sql``;
  return sql`and (p.name, p.id, length(u.label), u.label, ${last}) >
    (${key.propertyName}, ${key.propertyId}::uuid, ${key.unitLabel.length}, ${key.unitLabel}, ${key.unitId}::uuid)`;
}

/** The lease covering `asOf` of each unit (started, not past its end or termination), the latest if several. */
function coveringLeases(scope: ReportScope, asOf: string) {
  return sql`select distinct on (l.unit_id) l.id, l.unit_id, l.tenant_user_id, l.monthly_rent_minor, l.currency,
      l.end_date, l.terminated_on
    from leases l
    where l.organization_id = ${scope.organizationId} ${propertyFilter(sql`l.property_id`, scope)}
      and ${leaseCoversDaySql(leaseDates, asOf)}
    order by l.unit_id, l.start_date desc`;
}

const ZRentRollRow = z.object({
  property_id: z.string(),
  property: z.string(),
  unit_id: z.string(),
  unit: z.string(),
  tenant: z.string().nullable(),
  rent: nullableInt,
  lease_end: z.string().nullable(),
  balance: nullableInt,
  unit_status: z.enum(['occupied', 'vacant', 'unavailable']),
});

/**
 * One keyset page (after a row: exports) or numbered page (an offset: the table) of the rent roll, ordered by
 * property, then unit label as people number them: the page of units is chosen first (index order, limit), then
 * only its units get their lease, tenant and unpaid balance of the charges due by `asOf`.
 */
export async function rentRollPage(
  db: Database,
  scope: ReportScope,
  asOf: string,
  page: { after: UnitKey | null; limit: number; offset?: number },
) {
  const result = await db.execute(sql`
    with page_units as (
      select u.id, u.label, u.status, p.id as property_id, p.name as property_name
      from units u join properties p on p.id = u.property_id
      where u.organization_id = ${scope.organizationId} ${propertyFilter(sql`u.property_id`, scope)}
        ${unitKeyAfter(page.after, sql`u.id`)}
      order by p.name, p.id, length(u.label), u.label, u.id
      limit ${page.limit} offset ${page.offset ?? 0}
    )
    select pu.property_id::text as property_id, pu.property_name as property, pu.id::text as unit_id, pu.label as unit,
      case when l.id is not null then coalesce(t.name, '') end as tenant,
      -- A lease in another currency than the organization's shows no rent or balance (never a sum of units).
      case when l.currency = ${scope.currency} then l.monthly_rent_minor end as rent,
      least(l.end_date, l.terminated_on)::text as lease_end,
      case when l.currency = ${scope.currency} then coalesce(b.amount, 0)::bigint end as balance,
      case when l.id is not null then 'occupied' else pu.status end as unit_status
    from page_units pu
    left join (${coveringLeases(scope, asOf)}) l on l.unit_id = pu.id
    left join "user" t on t.id = l.tenant_user_id
    left join lateral (
      select ${sumChargeBalanceSql(chargeColumnsWithLateFee, asOf).owed} as amount
      from rent_charges c ${joinOwedLateFeeSql(sql`c.id`, asOf)}
      where c.lease_id = l.id and c.currency = ${scope.currency}
    ) b on true
    order by pu.property_name, pu.property_id, length(pu.label), pu.label, pu.id`);
  return rowsOf(ZRentRollRow, result);
}

const ZRentRollSummary = z.object({ count: int, rent: int, lease_ids: z.array(z.string()) });
const ZRentRollBalance = z.object({ balance: int });

/**
 * Covering leases whose charges one balance statement sums: on PGlite a statement holds the server's thread, and the
 * charges of 2,000 leases took about 24 ms in one; the event loop turns between statements (decision 013).
 */
const BALANCE_LEASES_PER_STATEMENT = 250;

/**
 * How many units, the monthly rent of the covering leases and their unpaid balance: set-based aggregates, the
 * balance summed over the covering leases a few hundred at a time (each charge belongs to one lease, so the parts add
 * up to the whole).
 */
export async function summarizeRentRoll(db: Database, scope: ReportScope, asOf: string) {
  const result = await db.execute(sql`
    with covering as (${coveringLeases(scope, asOf)})
    select
      (select count(*) from units u
        where u.organization_id = ${scope.organizationId} ${propertyFilter(sql`u.property_id`, scope)})::int as count,
      (select coalesce(sum(cv.monthly_rent_minor), 0) from covering cv where cv.currency = ${scope.currency})::bigint as rent,
      (select coalesce(array_agg(cv.id::text order by cv.id), '{}') from covering cv) as lease_ids`);
  const [row] = rowsOf(ZRentRollSummary, result);
  if (!row) return { count: 0, rent: 0, balance: 0 };
  let balance = 0;
  for (let start = 0; start < row.lease_ids.length; start += BALANCE_LEASES_PER_STATEMENT) {
    if (start > 0) await setImmediate();
    const leaseIds = `{${row.lease_ids.slice(start, start + BALANCE_LEASES_PER_STATEMENT).join(',')}}`;
    const part = await db.execute(sql`
      select ${sumChargeBalanceSql(chargeColumnsWithLateFee, asOf).owed} as balance
      from rent_charges c ${joinOwedLateFeeSql(sql`c.id`, asOf)}
      where c.lease_id = any(${leaseIds}::uuid[]) and c.currency = ${scope.currency}`);
    balance += rowsOf(ZRentRollBalance, part)[0]?.balance ?? 0;
  }
  return { count: row.count, rent: row.rent, balance };
}

/**
 * The unpaid part of every charge due on or before `asOf`, with its days past due (`asOf` − due date).
 * The SQL twin of `bucketReceivables` in packages/domain: 0–30, 31–60, 61–90, over 90 days.
 */
function agingFrom(scope: ReportScope, asOf: string) {
  return sql`rent_charges c
    join leases l on l.id = c.lease_id
    join properties p on p.id = l.property_id
    join units u on u.id = l.unit_id
    left join "user" t on t.id = l.tenant_user_id
    ${joinOwedLateFeeSql(sql`c.id`, asOf)}
    cross join lateral (select (${asOf}::date - c.due_date) as days_late, ${chargeBalanceSql(chargeColumnsWithLateFee, asOf).owed} as unpaid) a
    where c.organization_id = ${scope.organizationId} and c.currency = ${scope.currency}
      ${propertyFilter(sql`l.property_id`, scope)}
      and c.due_date <= ${asOf}::date and a.unpaid > 0`;
}

const agingSums = sql`
  coalesce(sum(a.unpaid) filter (where a.days_late <= 30), 0)::bigint as days0to30,
  coalesce(sum(a.unpaid) filter (where a.days_late between 31 and 60), 0)::bigint as days31to60,
  coalesce(sum(a.unpaid) filter (where a.days_late between 61 and 90), 0)::bigint as days61to90,
  coalesce(sum(a.unpaid) filter (where a.days_late > 90), 0)::bigint as days90plus,
  coalesce(sum(a.unpaid), 0)::bigint as total`;

const ZAgingRow = z.object({
  lease_id: z.string(),
  property_id: z.string(),
  property: z.string(),
  unit_id: z.string(),
  unit: z.string(),
  tenant: z.string().nullable(),
  days0to30: int,
  days31to60: int,
  days61to90: int,
  days90plus: int,
  total: int,
});

/** One keyset or numbered page of receivables by lease (tenant), ordered like the rent roll. */
export async function agingPage(
  db: Database,
  scope: ReportScope,
  asOf: string,
  page: { after: (UnitKey & { leaseId: string }) | null; limit: number; offset?: number },
) {
  const after = page.after ? { ...page.after, unitId: page.after.leaseId } : null;
  const result = await db.execute(sql`
    select l.id::text as lease_id, p.id::text as property_id, p.name as property, u.id::text as unit_id,
      u.label as unit, t.name as tenant, ${agingSums}
    from ${agingFrom(scope, asOf)} ${unitKeyAfter(after, sql`l.id`)}
    group by p.name, p.id, u.label, u.id, l.id, t.name
    order by p.name, p.id, length(u.label), u.label, l.id
    limit ${page.limit} offset ${page.offset ?? 0}`);
  return rowsOf(ZAgingRow, result);
}

const ZAgingSummary = z.object({
  count: int,
  days0to30: int,
  days31to60: int,
  days61to90: int,
  days90plus: int,
  total: int,
});

export async function summarizeAging(db: Database, scope: ReportScope, asOf: string) {
  const result = await db.execute(
    sql`select count(distinct l.id)::int as count, ${agingSums} from ${agingFrom(scope, asOf)}`,
  );
  const [row] = rowsOf(ZAgingSummary, result);
  return row ?? { count: 0, days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0, total: 0 };
}

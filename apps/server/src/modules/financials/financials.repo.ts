import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Scope of every figure: one organization, one currency (the organization's), optionally one property.
 * Amounts recorded in any other currency (a lease or expense entered in a foreign currency) are left out
 * of every sum rather than added to a different unit: the figures are in the organization's currency only.
 */
export type FinancialScope = { organizationId: string; currency: string; propertyId?: string };

const money = z.coerce.number().int();

export async function findOrganizationBasics(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name, currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

/** Charges of the scope; with a property filter, those of its leases (without one, no lease is read). */
function chargesIn(scope: FinancialScope, condition: SQL) {
  const property = scope.propertyId
    ? sql`and c.lease_id in (select l.id from leases l where l.organization_id = ${scope.organizationId} and l.property_id = ${scope.propertyId})`
    : sql``;
  return sql`rent_charges c
    where c.organization_id = ${scope.organizationId} and c.currency = ${scope.currency} ${property} and ${condition}`;
}

/** Payments that count as money received (paid or confirmed) of the scope. */
function receivedPaymentsIn(scope: FinancialScope, condition: SQL) {
  const property = scope.propertyId
    ? sql`and p.lease_id in (select l.id from leases l where l.organization_id = ${scope.organizationId} and l.property_id = ${scope.propertyId})`
    : sql``;
  return sql`payments p
    where p.organization_id = ${scope.organizationId} and p.currency = ${scope.currency}
      and p.status in ('paid', 'confirmed') ${property} and ${condition}`;
}

/** Expenses of the scope; with a property filter, portfolio-wide expenses (no property) are not the property's. */
function expensesIn(scope: FinancialScope, condition: SQL) {
  const property = scope.propertyId ? sql`and e.property_id = ${scope.propertyId}` : sql``;
  return sql`expenses e where e.organization_id = ${scope.organizationId} and e.currency = ${scope.currency} ${property} and ${condition}`;
}

const ZOverviewRow = z.object({
  income: money,
  expected: money,
  expenses: money,
  received_against_due: money,
  outstanding: money,
});

/**
 * The overview's sums in one statement. Outstanding counts the unpaid part of every charge due on or
 * before `to` (what was received later than `to` has already reduced it: balances are today's).
 */
export async function sumOverview(db: Database, scope: FinancialScope, period: { from: string; to: string }) {
  const dueInPeriod = sql`c.due_date between ${period.from}::date and ${period.to}::date`;
  const result = await db.execute(sql`select
    (select coalesce(sum(p.amount_minor), 0)::bigint from ${receivedPaymentsIn(scope, sql`p.paid_on between ${period.from}::date and ${period.to}::date`)}) as income,
    due.expected,
    (select coalesce(sum(e.amount_minor), 0)::bigint from ${expensesIn(scope, sql`e.incurred_on between ${period.from}::date and ${period.to}::date`)}) as expenses,
    due.received_against_due,
    (select coalesce(sum(c.amount_minor - c.received_minor), 0)::bigint
       from ${chargesIn(scope, sql`c.due_date <= ${period.to}::date and c.amount_minor > c.received_minor`)}) as outstanding
    from (select coalesce(sum(c.amount_minor), 0)::bigint as expected, coalesce(sum(c.received_minor), 0)::bigint as received_against_due
      from ${chargesIn(scope, dueInPeriod)}) as due`);
  const [row] = z.object({ rows: z.array(ZOverviewRow) }).parse(result).rows;
  if (!row) throw new Error('overview query returned no row');
  return row;
}

const ZRevenueMonthRow = z.object({ month: z.string(), expected: money, collected: money, expenses: money });

/**
 * Expected rent (charges by due date), money collected (payments by payment date) and expenses (by date
 * incurred) for each month from `firstMonth` to `lastMonth` (first days of months), one row per month,
 * months without anything included: sums of the months' days in money_by_day (with a property filter, its
 * leases' charges and payments and its own expenses; without, portfolio-wide expenses too).
 */
export async function sumRevenueByMonth(
  db: Database,
  scope: FinancialScope,
  months: { firstMonth: string; lastMonth: string },
) {
  const property = scope.propertyId ? sql`and d.property_id = ${scope.propertyId}` : sql``;
  const result = await db.execute(sql`
    with months as (
      select generate_series(${months.firstMonth}::date, ${months.lastMonth}::date, interval '1 month')::date as month_start
    ),
    sums as (
      select date_trunc('month', d.day)::date as month_start, sum(d.charged_minor) as expected,
        sum(d.received_minor) as collected, sum(d.spent_minor) as expenses
      from money_by_day d
      where d.organization_id = ${scope.organizationId} and d.currency = ${scope.currency} ${property}
        and d.day between ${months.firstMonth}::date and (${months.lastMonth}::date + interval '1 month - 1 day')::date
      group by 1
    )
    select to_char(m.month_start, 'YYYY-MM') as month,
      coalesce(s.expected, 0)::bigint as expected,
      coalesce(s.collected, 0)::bigint as collected,
      coalesce(s.expenses, 0)::bigint as expenses
    from months m
    left join sums s on s.month_start = m.month_start
    order by m.month_start`);
  return z.object({ rows: z.array(ZRevenueMonthRow) }).parse(result).rows;
}

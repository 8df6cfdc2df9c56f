import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEDGER_SUMS, ZLedgerSums } from './ledger-sql.ts';

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

/** Every currency the organization's money (rent, stays, expenses) was recorded in, alphabetically. */
export async function findMoneyCurrencies(db: Database, organizationId: string): Promise<string[]> {
  const result = await db.execute(
    sql`select distinct d.currency from money_by_day d where d.organization_id = ${organizationId} order by 1`,
  );
  return z
    .object({ rows: z.array(z.object({ currency: z.string() })) })
    .parse(result)
    .rows.map((row) => row.currency);
}

/** Charges of the scope; with a property filter, those of its leases (without one, no lease is read). */
function chargesIn(scope: FinancialScope, condition: SQL) {
  const property = scope.propertyId
    ? sql`and c.lease_id in (select l.id from leases l where l.organization_id = ${scope.organizationId} and l.property_id = ${scope.propertyId})`
    : sql``;
  return sql`rent_charges c
    where c.organization_id = ${scope.organizationId} and c.currency = ${scope.currency} ${property} and ${condition}`;
}

const ZOverviewRow = ZLedgerSums.extend({
  expected: money,
  received_against_due: money,
  outstanding: money,
});

/** money_by_day rows `d` of the scope (with a property, its own; without, portfolio-wide expenses too). */
function ledgerDaysIn(scope: FinancialScope, period: { from: string; to: string }) {
  const property = scope.propertyId ? sql`and d.property_id = ${scope.propertyId}` : sql``;
  return sql`money_by_day d
    where d.organization_id = ${scope.organizationId} and d.currency = ${scope.currency} ${property}
      and d.day between ${period.from}::date and ${period.to}::date`;
}

/**
 * The overview's sums in one statement: the ledger's (income by source, expenses, debt service) from money_by_day,
 * the rent due and its collection from the charges. Outstanding counts the unpaid part of every charge due on or
 * before `to` (what was received later than `to` has already reduced it: balances are today's).
 */
export async function sumOverview(db: Database, scope: FinancialScope, period: { from: string; to: string }) {
  const dueInPeriod = sql`c.due_date between ${period.from}::date and ${period.to}::date`;
  const result = await db.execute(sql`select ledger.*, due.expected, due.received_against_due,
    (select coalesce(sum(c.amount_minor - c.received_minor), 0)::bigint
       from ${chargesIn(scope, sql`c.due_date <= ${period.to}::date and c.amount_minor > c.received_minor`)}) as outstanding
    from (select ${LEDGER_SUMS} from ${ledgerDaysIn(scope, period)}) as ledger,
      (select coalesce(sum(c.amount_minor), 0)::bigint as expected, coalesce(sum(c.received_minor), 0)::bigint as received_against_due
      from ${chargesIn(scope, dueInPeriod)}) as due`);
  const [row] = z.object({ rows: z.array(ZOverviewRow) }).parse(result).rows;
  if (!row) throw new Error('overview query returned no row');
  return row;
}

const ZRevenueMonthRow = ZLedgerSums.extend({ month: z.string(), expected: money });

/**
 * Expected rent (charges by due date), rent received (payments by payment date), short-term stays (over their
 * nights), expenses (by date incurred) and their debt service for each month from `firstMonth` to `lastMonth`
 * (first days of months), one row per month, months without anything included: sums of the months' days in
 * money_by_day.
 */
export async function sumRevenueByMonth(
  db: Database,
  scope: FinancialScope,
  months: { firstMonth: string; lastMonth: string },
) {
  const period = { from: months.firstMonth, to: addDays(addMonths(months.lastMonth, 1), -1) };
  const result = await db.execute(sql`
    with months as (
      select generate_series(${months.firstMonth}::date, ${months.lastMonth}::date, interval '1 month')::date as month_start
    ),
    sums as (
      select date_trunc('month', d.day)::date as month_start, coalesce(sum(d.charged_minor), 0)::bigint as expected,
        ${LEDGER_SUMS}
      from ${ledgerDaysIn(scope, period)}
      group by 1
    )
    select to_char(m.month_start, 'YYYY-MM') as month,
      coalesce(s.expected, 0)::bigint as expected,
      coalesce(s.long_term_income, 0)::bigint as long_term_income,
      coalesce(s.short_term_income, 0)::bigint as short_term_income,
      coalesce(s.expenses, 0)::bigint as expenses,
      coalesce(s.debt_service, 0)::bigint as debt_service
    from months m
    left join sums s on s.month_start = m.month_start
    order by m.month_start`);
  return z.object({ rows: z.array(ZRevenueMonthRow) }).parse(result).rows;
}

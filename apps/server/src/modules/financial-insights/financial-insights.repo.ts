import type { TExpenseCategory } from '@rentwell/contracts/expenses';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { properties, units } from '@rentwell/db/schema/properties';
import { rentRules } from '@rentwell/db/schema/rent-rules';
import { and, between, count, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LEDGER_SUMS, ZLedgerSums } from '../financials/ledger-sql.ts';

type Window = { from: string; to: string };

const monthOf = (column: typeof payments.paidOn | typeof expenses.incurredOn) =>
  sql<string>`to_char(${column}, 'YYYY-MM')`;

const ZLedgerMonth = ZLedgerSums.extend({ month: z.string(), currency: z.string() });

/** The ledger per month and currency (decision 032): income by source, expenses and debt service. */
export async function ledgerByMonth(db: Database, organizationId: string, window: Window) {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM') as month, d.currency, ${LEDGER_SUMS}
    from money_by_day d
    where d.organization_id = ${organizationId} and d.day between ${window.from}::date and ${window.to}::date
    group by 1, 2`);
  return z.object({ rows: z.array(ZLedgerMonth) }).parse(result).rows;
}

/** Expenses per month, currency and category, by the day they were incurred. */
export async function expensesByMonthAndCategory(db: Database, organizationId: string, window: Window) {
  const month = monthOf(expenses.incurredOn);
  const rows = await db
    .select({
      month,
      currency: expenses.currency,
      category: expenses.category,
      amountMinor: sql<string>`sum(${expenses.amountMinor})`,
    })
    .from(expenses)
    .where(and(eq(expenses.organizationId, organizationId), between(expenses.incurredOn, window.from, window.to)))
    .groupBy(month, expenses.currency, expenses.category);
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
}

/** The largest expenses of one category in one month and currency: what made the month unusual. */
export async function largestExpensesOf(
  db: Database,
  organizationId: string,
  anomaly: { category: TExpenseCategory; currency: string; month: string },
) {
  return db
    .select({
      id: expenses.id,
      incurredOn: expenses.incurredOn,
      description: expenses.description,
      vendor: expenses.vendor,
      amountMinor: expenses.amountMinor,
      propertyId: expenses.propertyId,
      propertyName: properties.name,
    })
    .from(expenses)
    .leftJoin(properties, eq(properties.id, expenses.propertyId))
    .where(
      and(
        eq(expenses.organizationId, organizationId),
        eq(expenses.category, anomaly.category),
        eq(expenses.currency, anomaly.currency),
        eq(monthOf(expenses.incurredOn), anomaly.month),
      ),
    )
    .orderBy(desc(expenses.amountMinor), expenses.id)
    .limit(3);
}

/** Rent charges due in the window with their lease, tenant, property and unit. */
export async function chargesDueIn(db: Database, organizationId: string, window: Window) {
  return db
    .select({
      id: rentCharges.id,
      leaseId: rentCharges.leaseId,
      dueDate: rentCharges.dueDate,
      amountMinor: rentCharges.amountMinor,
      currency: rentCharges.currency,
      tenantName: user.name,
      propertyId: leases.propertyId,
      propertyName: properties.name,
      unitLabel: units.label,
    })
    .from(rentCharges)
    .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .leftJoin(user, eq(user.id, leases.tenantUserId))
    .where(and(eq(rentCharges.organizationId, organizationId), between(rentCharges.dueDate, window.from, window.to)));
}

/** Payments (not rejected) against the charges due in the window. */
export async function paymentsAgainstChargesDueIn(db: Database, organizationId: string, window: Window) {
  return db
    .select({ chargeId: payments.chargeId, paidOn: payments.paidOn, amountMinor: payments.amountMinor })
    .from(payments)
    .innerJoin(rentCharges, eq(rentCharges.id, payments.chargeId))
    .where(
      and(
        eq(payments.organizationId, organizationId),
        ne(payments.status, 'rejected'),
        between(rentCharges.dueDate, window.from, window.to),
      ),
    );
}

/** Units that can be let (not marked unavailable), with what they rent for and the day they start counting. */
export async function rentableUnits(db: Database, organizationId: string) {
  return db
    .select({
      unitId: units.id,
      unitLabel: units.label,
      propertyId: properties.id,
      propertyName: properties.name,
      propertyCurrency: properties.currency,
      marketRentMinor: units.marketRentMinor,
      createdOn: sql<string>`(${units.createdAt} at time zone 'UTC')::date::text`,
    })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.organizationId, organizationId), ne(units.status, 'unavailable')));
}

/** Every lease's span and rent (a terminated lease ends on its termination date). */
export async function leaseSpans(db: Database, organizationId: string) {
  return db
    .select({
      unitId: leases.unitId,
      startDate: leases.startDate,
      endDate: leases.endDate,
      terminatedOn: leases.terminatedOn,
      monthlyRentMinor: leases.monthlyRentMinor,
      currency: leases.currency,
    })
    .from(leases)
    .where(and(eq(leases.organizationId, organizationId), ne(leases.status, 'pending')));
}

const ZLedgerProperty = ZLedgerSums.extend({ property_id: z.string().nullable(), currency: z.string() });

/** The ledger per property (null: the whole portfolio's expenses) and currency in the window. */
export async function ledgerByProperty(db: Database, organizationId: string, window: Window) {
  const result = await db.execute(sql`
    select d.property_id::text as property_id, d.currency, ${LEDGER_SUMS}
    from money_by_day d
    where d.organization_id = ${organizationId} and d.day between ${window.from}::date and ${window.to}::date
    group by 1, 2`);
  return z.object({ rows: z.array(ZLedgerProperty) }).parse(result).rows;
}

export async function propertyNames(db: Database, organizationId: string) {
  return db
    .select({ id: properties.id, name: properties.name, currency: properties.currency })
    .from(properties)
    .where(eq(properties.organizationId, organizationId))
    .orderBy(properties.name, properties.id);
}

export async function graceDaysOf(db: Database, organizationId: string): Promise<number> {
  const [rule] = await db
    .select({ graceDays: rentRules.graceDays })
    .from(rentRules)
    .where(eq(rentRules.organizationId, organizationId));
  return rule?.graceDays ?? 0;
}

/** How many expenses and payments the window holds: what the insights were computed from. */
export async function recordCounts(db: Database, organizationId: string, window: Window) {
  const [expenseCount] = await db
    .select({ value: count() })
    .from(expenses)
    .where(and(eq(expenses.organizationId, organizationId), between(expenses.incurredOn, window.from, window.to)));
  const [paymentCount] = await db
    .select({ value: count() })
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), between(payments.paidOn, window.from, window.to)));
  return { expenses: expenseCount?.value ?? 0, payments: paymentCount?.value ?? 0 };
}

import type { TListExpensesQuery } from '@rentwell/contracts/expenses';
import type { Database } from '@rentwell/db/create-db';
import { expenses } from '@rentwell/db/schema/expenses';
import { organizations } from '@rentwell/db/schema/organizations';
import { properties } from '@rentwell/db/schema/properties';
import { and, desc, eq, gte, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { inTimeZoneSql } from '../../lib/today.ts';

export type ExpenseScope = { organizationId: string };
export type ExpenseValues = typeof expenses.$inferInsert;
export type ExpenseRow = NonNullable<Awaited<ReturnType<typeof findExpense>>>;

function selectExpenses(db: Database) {
  return db
    .select({ expense: expenses, propertyName: properties.name })
    .from(expenses)
    .leftJoin(properties, eq(properties.id, expenses.propertyId));
}

function listConditions(scope: ExpenseScope, query: Omit<TListExpensesQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    eq(expenses.organizationId, scope.organizationId),
    query.category ? eq(expenses.category, query.category) : undefined,
    query.propertyId === 'portfolio'
      ? isNull(expenses.propertyId)
      : query.propertyId
        ? eq(expenses.propertyId, query.propertyId)
        : undefined,
    query.from ? gte(expenses.incurredOn, query.from) : undefined,
    query.to ? lte(expenses.incurredOn, query.to) : undefined,
    query.maintenanceRequestId ? eq(expenses.maintenanceRequestId, query.maintenanceRequestId) : undefined,
  );
}

/** One page of the organization's expenses, newest first. */
export async function listExpenses(db: Database, scope: ExpenseScope, query: TListExpensesQuery) {
  return selectExpenses(db)
    .where(listConditions(scope, query))
    .orderBy(desc(expenses.incurredOn), desc(expenses.createdAt), desc(expenses.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** How many expenses match the filters and what they add up to (over every page). */
export async function summarizeExpenses(db: Database, scope: ExpenseScope, query: TListExpensesQuery) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalMinor: sql<string>`coalesce(sum(${expenses.amountMinor}), 0)::text`,
    })
    .from(expenses)
    .where(listConditions(scope, query));
  return { count: row?.count ?? 0, totalMinor: Number(row?.totalMinor ?? 0) };
}

export async function findExpense(db: Database, scope: ExpenseScope & { expenseId: string }) {
  const [row] = await selectExpenses(db).where(
    and(eq(expenses.organizationId, scope.organizationId), eq(expenses.id, scope.expenseId)),
  );
  return row ?? null;
}

export async function findExpenseOfMaintenanceRequest(db: Database, scope: ExpenseScope & { requestId: string }) {
  const [row] = await db
    .select({ id: expenses.id, description: expenses.description, incurredOn: expenses.incurredOn })
    .from(expenses)
    .where(and(eq(expenses.organizationId, scope.organizationId), eq(expenses.maintenanceRequestId, scope.requestId)));
  return row ?? null;
}

export async function insertExpense(db: Database, values: ExpenseValues) {
  const [row] = await db.insert(expenses).values(values).returning({ id: expenses.id });
  if (!row) throw new Error('expense insert returned no row');
  return row.id;
}

export async function insertExpenses(db: Database, rows: ExpenseValues[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insert(expenses).values(rows).returning({ id: expenses.id });
  return inserted.map((row) => row.id);
}

export async function updateExpense(
  db: Database,
  scope: ExpenseScope & { expenseId: string },
  patch: Partial<Omit<ExpenseValues, 'id' | 'organizationId'>>,
) {
  await db
    .update(expenses)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(expenses.organizationId, scope.organizationId), eq(expenses.id, scope.expenseId)));
}

export async function deleteExpense(db: Database, scope: ExpenseScope & { expenseId: string }) {
  await db
    .delete(expenses)
    .where(and(eq(expenses.organizationId, scope.organizationId), eq(expenses.id, scope.expenseId)));
}

export async function findOrganizationCurrency(db: Database, organizationId: string) {
  const [row] = await db
    .select({ currency: organizations.currency })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.currency ?? 'USD';
}

/** The recurring templates of every organization, of those in one time zone (the daily job), or of one organization. */
export async function listRecurringTemplates(db: Database, scope: { organizationId?: string; timeZone?: string }) {
  return db
    .select()
    .from(expenses)
    .where(
      and(
        ne(expenses.recurrence, 'none'),
        scope.organizationId ? eq(expenses.organizationId, scope.organizationId) : undefined,
        inTimeZoneSql(expenses.organizationId, scope.timeZone),
      ),
    );
}

export async function markWrittenThrough(db: Database, templateIds: string[], day: string) {
  if (templateIds.length === 0) return;
  await db.update(expenses).set({ recurrenceWrittenThrough: day }).where(inArray(expenses.id, templateIds));
}

/** Writes occurrences; one already there for the (template, date) is left alone, so a rerun adds nothing. */
export async function insertOccurrences(db: Database, rows: ExpenseValues[]) {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(expenses)
    .values(rows)
    .onConflictDoNothing({ target: [expenses.recurringSourceId, expenses.incurredOn] })
    .returning({ id: expenses.id });
  return inserted.length;
}

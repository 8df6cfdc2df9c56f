import {
  EXPENSE_CATEGORIES,
  EXPENSE_RECURRENCES,
  type TExpenseCategory,
  type TExpenseRecurrence,
} from '@rentwell/contracts/expenses';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { maintenanceRequests } from './maintenance.ts';
import { organizations } from './organizations.ts';
import { properties } from './properties.ts';

/**
 * Money spent on the portfolio. `propertyId` null means portfolio-wide. A recurring expense is the
 * template of its occurrences: the recurring job writes one row per period with `recurringSourceId`
 * pointing back at it, and the unique key on (source, date) makes the job idempotent.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    incurredOn: date('incurred_on').notNull(),
    category: text('category').$type<TExpenseCategory>().notNull(),
    vendor: text('vendor').notNull().default(''),
    description: text('description').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    notes: text('notes').notNull().default(''),
    receiptKey: text('receipt_key'),
    receiptContentType: text('receipt_content_type'),
    receiptFileName: text('receipt_file_name'),
    recurrence: text('recurrence').$type<TExpenseRecurrence>().notNull().default('none'),
    recurrenceEndsOn: date('recurrence_ends_on'),
    /**
     * The day up to which a template's occurrences have been written: later runs start after it, so an
     * occurrence someone deleted stays deleted. Null until the first run, and again when the series restarts.
     */
    recurrenceWrittenThrough: date('recurrence_written_through'),
    recurringSourceId: uuid('recurring_source_id').references((): AnyPgColumn => expenses.id, {
      onDelete: 'set null',
    }),
    maintenanceRequestId: uuid('maintenance_request_id').references(() => maintenanceRequests.id, {
      onDelete: 'set null',
    }),
    createdByUserId: uuid('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('expenses_organization_incurred_idx').on(table.organizationId, table.incurredOn),
    index('expenses_organization_property_incurred_idx').on(table.organizationId, table.propertyId, table.incurredOn),
    index('expenses_recurring_templates_idx').on(table.organizationId).where(sql`${table.recurrence} <> 'none'`),
    unique('expenses_recurring_occurrence_unique').on(table.recurringSourceId, table.incurredOn),
    unique('expenses_maintenance_request_unique').on(table.maintenanceRequestId),
    check('expenses_category_valid', sql`${table.category} in ${sqlValueList(EXPENSE_CATEGORIES)}`),
    check('expenses_recurrence_valid', sql`${table.recurrence} in ${sqlValueList(EXPENSE_RECURRENCES)}`),
    check('expenses_amount_positive', sql`${table.amountMinor} > 0`),
    check('expenses_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'expenses_recurrence_end_after_start',
      sql`${table.recurrenceEndsOn} is null or ${table.recurrenceEndsOn} >= ${table.incurredOn}`,
    ),
  ],
);

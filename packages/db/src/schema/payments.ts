import { PAYMENT_METHODS, PAYMENT_RECORD_STATUSES } from '@rentwell/contracts/payments';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';

/**
 * What a lease asks for: one row per rent period (the spec's amount "agreed"). The unique key on
 * (lease, period start) makes the schedule job idempotent.
 */
export const rentCharges = pgTable(
  'rent_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Sums of this charge's payments by status, kept by a trigger on payments so lists and dashboards never group them. */
    receivedMinor: bigint('received_minor', { mode: 'number' }).notNull().default(0),
    confirmedMinor: bigint('confirmed_minor', { mode: 'number' }).notNull().default(0),
    awaitingMinor: bigint('awaiting_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('rent_charges_lease_period_unique').on(table.leaseId, table.periodStart),
    index('rent_charges_unpaid_idx')
      .on(table.organizationId, table.dueDate)
      .where(sql`${table.amountMinor} > ${table.receivedMinor}`),
    index('rent_charges_organization_due_idx').on(table.organizationId, table.dueDate),
    /** Charges with a payment awaiting the landlord's confirmation: the dashboard lists them. */
    index('rent_charges_awaiting_idx').on(table.organizationId, table.dueDate).where(sql`${table.awaitingMinor} > 0`),
    index('rent_charges_lease_due_idx').on(table.leaseId, table.dueDate),
    check('rent_charges_amount_positive', sql`${table.amountMinor} >= 0`),
    check('rent_charges_period_ordered', sql`${table.periodEnd} >= ${table.periodStart}`),
  ],
);

/**
 * Money against a charge (the spec's amount "used"): reported by the tenant (pending confirmation,
 * then confirmed or rejected by the landlord) or recorded by the landlord directly (paid).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => rentCharges.id, { onDelete: 'restrict' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull(),
    paidOn: date('paid_on').notNull(),
    tenantNotes: text('tenant_notes').notNull().default(''),
    reportedByUserId: uuid('reported_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    confirmedByUserId: uuid('confirmed_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    receiptNumber: text('receipt_number'),
    /** The online payment (`online_payments`) this money came with; null when recorded or reported by hand. */
    onlinePaymentId: uuid('online_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_organization_status_idx').on(table.organizationId, table.status),
    index('payments_charge_idx').on(table.chargeId),
    index('payments_lease_idx').on(table.leaseId, table.paidOn),
    index('payments_organization_paid_on_idx').on(table.organizationId, table.paidOn),
    index('payments_online_payment_idx').on(table.onlinePaymentId),
    unique('payments_receipt_number_unique').on(table.organizationId, table.receiptNumber),
    check('payments_amount_positive', sql`${table.amountMinor} > 0`),
    check('payments_status_valid', sql`${table.status} in ${sqlValueList(PAYMENT_RECORD_STATUSES)}`),
    check('payments_method_valid', sql`${table.method} in ${sqlValueList(PAYMENT_METHODS)}`),
  ],
);

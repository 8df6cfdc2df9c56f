import { ONLINE_FEE_POLICIES, ONLINE_PAYMENT_STATUSES } from '@rentwell/contracts/online-payments';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { expenses } from './expenses.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';
import { rentCharges } from './payments.ts';

/**
 * An organization's connection to its payment provider (Stripe): the restricted key and the webhook signing secret,
 * each AES-256-GCM encrypted with a key derived from the server's secret; only the key's hint is ever shown.
 */
export const onlinePaymentAccounts = pgTable(
  'online_payment_accounts',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull().default('stripe'),
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    webhookSecretEncrypted: text('webhook_secret_encrypted').notNull(),
    keyHint: text('key_hint').notNull(),
    feePolicy: text('fee_policy', { enum: ONLINE_FEE_POLICIES }).notNull().default('absorb'),
    convenienceFeeBasisPoints: integer('convenience_fee_basis_points').notNull().default(0),
    autopayMaxAttempts: integer('autopay_max_attempts').notNull().default(3),
    updatedByUserId: uuid('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('online_payment_accounts_fee_policy_valid', sql`${table.feePolicy} in ${sqlValueList(ONLINE_FEE_POLICIES)}`),
  ],
);

/**
 * One payment through the provider for one tenant: a Checkout Session or an autopay PaymentIntent. The rent it pays
 * is split over charges in `online_payment_charges`; `payments` rows are written only when a verified event says
 * the money arrived.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tenantUserId: uuid('tenant_user_id').references(() => user.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    /** Rent paid, without the convenience fee. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    method: text('method', { enum: ['card', 'us_bank_account'] }),
    status: text('status', { enum: ONLINE_PAYMENT_STATUSES }).notNull().default('open'),
    holdReason: text('hold_reason'),
    /** What the provider kept of the payment, once it settled; with the 'absorb' policy also an expense. */
    providerFeeMinor: bigint('provider_fee_minor', { mode: 'number' }),
    feeExpenseId: uuid('fee_expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('online_payments_checkout_session_unique').on(table.checkoutSessionId),
    unique('online_payments_payment_intent_unique').on(table.paymentIntentId),
    index('online_payments_organization_idx').on(table.organizationId, table.createdAt),
    index('online_payments_tenant_idx').on(table.tenantUserId, table.createdAt),
    check('online_payments_status_valid', sql`${table.status} in ${sqlValueList(ONLINE_PAYMENT_STATUSES)}`),
    check('online_payments_amount_positive', sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0`),
  ],
);

/** How an online payment's rent is split over the charges it names. */
export const onlinePaymentCharges = pgTable(
  'online_payment_charges',
  {
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => rentCharges.id, { onDelete: 'restrict' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.onlinePaymentId, table.chargeId] }),
    index('online_payment_charges_charge_idx').on(table.chargeId),
    check('online_payment_charges_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * Every provider event applied, by its id: inserting the row is the claim, so an event delivered twice, or ten
 * times at once, changes things once.
 */
export const onlinePaymentEvents = pgTable(
  'online_payment_events',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    onlinePaymentId: uuid('online_payment_id').references(() => onlinePayments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.eventId] })],
);

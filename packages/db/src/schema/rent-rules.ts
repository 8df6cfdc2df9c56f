import { DEFAULT_OVERDUE_LETTER_DAYS, LATE_FEE_KINDS, MAX_GRACE_DAYS } from '@rentwell/contracts/rent-rules';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';
import { rentCharges } from './payments.ts';

/**
 * An organization's rent rules: how many days after the due date rent may stay unpaid before a late fee is charged,
 * and that fee (a flat amount in the organization's currency, or a percentage of the charge in basis points, with an
 * optional cap). No row means no late fee.
 */
export const rentRules = pgTable(
  'rent_rules',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    graceDays: integer('grace_days').notNull().default(0),
    lateFeeKind: text('late_fee_kind', { enum: LATE_FEE_KINDS }).notNull().default('none'),
    flatAmountMinor: bigint('flat_amount_minor', { mode: 'number' }),
    percentBasisPoints: integer('percent_basis_points'),
    capMinor: bigint('cap_minor', { mode: 'number' }),
    /** Days overdue after which the first, second and final overdue letters are due. */
    overdueFirstDays: integer('overdue_first_days').notNull().default(DEFAULT_OVERDUE_LETTER_DAYS.first),
    overdueSecondDays: integer('overdue_second_days').notNull().default(DEFAULT_OVERDUE_LETTER_DAYS.second),
    overdueFinalDays: integer('overdue_final_days').notNull().default(DEFAULT_OVERDUE_LETTER_DAYS.final),
    updatedByUserId: uuid('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('rent_rules_grace_days_range', sql`${table.graceDays} between 0 and ${sql.raw(String(MAX_GRACE_DAYS))}`),
    check('rent_rules_late_fee_kind_valid', sql`${table.lateFeeKind} in ${sqlValueList(LATE_FEE_KINDS)}`),
    check(
      'rent_rules_flat_amount',
      sql`${table.lateFeeKind} <> 'flat' or (${table.flatAmountMinor} is not null and ${table.flatAmountMinor} > 0)`,
    ),
    check(
      'rent_rules_percent',
      sql`${table.lateFeeKind} <> 'percent' or ${table.percentBasisPoints} between 1 and 10000`,
    ),
    check('rent_rules_cap_positive', sql`${table.capMinor} is null or ${table.capMinor} > 0`),
    check(
      'rent_rules_overdue_letter_days_order',
      sql`0 < ${table.overdueFirstDays} and ${table.overdueFirstDays} < ${table.overdueSecondDays} and ${table.overdueSecondDays} < ${table.overdueFinalDays}`,
    ),
  ],
);

/**
 * A late fee charged on one overdue rent charge. The unique key on the charge makes the daily job idempotent:
 * reruns and concurrent instances never charge a fee twice. The rule it was computed from is kept with it.
 * A waived fee stays (with who, when and why) but no longer counts in any balance.
 */
export const lateFees = pgTable(
  'late_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => rentCharges.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The day the fee was charged (the job's day): it counts in balances from then on. */
    chargedOn: date('charged_on').notNull(),
    lateFeeKind: text('late_fee_kind', { enum: LATE_FEE_KINDS }).notNull(),
    graceDays: integer('grace_days').notNull(),
    percentBasisPoints: integer('percent_basis_points'),
    capMinor: bigint('cap_minor', { mode: 'number' }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedByUserId: uuid('waived_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    waiveReason: text('waive_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('late_fees_charge_unique').on(table.chargeId),
    index('late_fees_organization_idx').on(table.organizationId, table.chargedOn),
    index('late_fees_lease_idx').on(table.leaseId),
    check('late_fees_amount_positive', sql`${table.amountMinor} > 0`),
    check('late_fees_waived_with_reason', sql`${table.waivedAt} is null or ${table.waiveReason} is not null`),
  ],
);

import { EXTRA_CHARGE_FREQUENCIES, EXTRA_CHARGE_KINDS } from '@rentwell/contracts/lease-extras';
import { LEASE_STATUSES } from '@rentwell/contracts/leases';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';
import { properties, units } from './properties.ts';

/**
 * A migration adds the exclusion constraint Drizzle cannot express: two leases that are not terminated
 * never hold one unit over overlapping dates.
 */
export const leases = pgTable(
  'leases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    tenantUserId: uuid('tenant_user_id').references(() => user.id, { onDelete: 'set null' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    monthlyRentMinor: bigint('monthly_rent_minor', { mode: 'number' }).notNull(),
    securityDepositMinor: bigint('security_deposit_minor', { mode: 'number' }).notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: LEASE_STATUSES }).notNull(),
    terminatedOn: date('terminated_on'),
    /** Day of the month rent falls due (1-28, so every month has it). */
    dueDay: integer('due_day').notNull().default(1),
    previousLeaseId: uuid('previous_lease_id').references((): AnyPgColumn => leases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leases_organization_property_idx').on(table.organizationId, table.propertyId),
    index('leases_unit_status_idx').on(table.unitId, table.status),
    index('leases_tenant_idx').on(table.tenantUserId),
    check('leases_status_valid', sql`${table.status} in ${sqlValueList(LEASE_STATUSES)}`),
    check('leases_dates_ordered', sql`${table.endDate} >= ${table.startDate}`),
    check('leases_due_day_valid', sql`${table.dueDay} between 1 and 28`),
    check('leases_terminated_has_date', sql`${table.status} <> 'terminated' or ${table.terminatedOn} is not null`),
    check('leases_amounts_positive', sql`${table.monthlyRentMinor} >= 0 and ${table.securityDepositMinor} >= 0`),
  ],
);

/**
 * What a lease charges besides the rent (parking, utilities, a charge-back...) or takes off it (a discount). The rent
 * schedule adds them to each period's charge (packages/domain/src/lease-extras.ts), so balances, aging, the rent roll
 * and Financials see them through the one balance rule.
 */
export const leaseExtraCharges = pgTable(
  'lease_extra_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EXTRA_CHARGE_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    frequency: text('frequency', { enum: EXTRA_CHARGE_FREQUENCIES }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lease_extra_charges_lease_idx').on(table.leaseId),
    check('lease_extra_charges_kind_valid', sql`${table.kind} in ${sqlValueList(EXTRA_CHARGE_KINDS)}`),
    check('lease_extra_charges_frequency_valid', sql`${table.frequency} in ${sqlValueList(EXTRA_CHARGE_FREQUENCIES)}`),
    check('lease_extra_charges_amount_positive', sql`${table.amountMinor} > 0`),
    check('lease_extra_charges_dates_ordered', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`),
  ],
);

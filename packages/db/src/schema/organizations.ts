import { ROLES } from '@rentwell/contracts/roles';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** IANA time zone whose calendar date is the organization's "today" (rent due, lease status, daily jobs). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Tenants' names, emails and phone numbers go to the language model only when an admin turns this on. */
    shareTenantDetailsWithModel: boolean('share_tenant_details_with_model').notNull().default(false),
    /** Confirming or recording a payment mails the tenant its receipt PDF (on unless an admin turns it off). */
    emailReceipts: boolean('email_receipts').notNull().default(true),
    /** A tenant's rent notice goes out this many days before the due date; null: no notices sent automatically. */
    rentNoticeDaysBefore: integer('rent_notice_days_before').default(7),
    /** How to pay (bank details, where to drop a check), printed on every rent notice; empty: none printed. */
    paymentInstructions: text('payment_instructions').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time an invitation mail was refused for its hourly or daily budget; the site admin sees it. */
    mailBudgetHitAt: timestamp('mail_budget_hit_at', { withTimezone: true }),
  },
  (table) => [
    check('organizations_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('organizations_rent_notice_days_valid', sql`${table.rentNoticeDaysBefore} between 0 and 28`),
  ],
);

/** One role per user. Tenants without a lease and site administrators have no organization. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** A deactivated user keeps their records but cannot sign in. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('user_roles_organization_id_idx').on(table.organizationId),
    check('user_roles_role_valid', sql`${table.role} in ${sqlValueList(ROLES)}`),
    check(
      'user_roles_staff_have_organization',
      sql`${table.role} not in ('admin', 'property_manager', 'maintenance') or ${table.organizationId} is not null`,
    ),
  ],
);

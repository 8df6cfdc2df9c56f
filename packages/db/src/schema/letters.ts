import { LETTER_TEMPLATE_KINDS, OVERDUE_LETTER_STAGES } from '@rentwell/contracts/letter-templates';
import { LANGUAGES } from '@rentwell/contracts/profile';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { leases } from './leases.ts';
import { organizations } from './organizations.ts';
import { rentCharges } from './payments.ts';

/**
 * An organization's own wording of one kind of text in one language. No row: the built-in default wording applies.
 */
export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LETTER_TEMPLATE_KINDS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    body: text('body').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('letter_templates_organization_kind_language_unique').on(table.organizationId, table.kind, table.language),
    check('letter_templates_kind_valid', sql`${table.kind} in ${sqlValueList(LETTER_TEMPLATE_KINDS)}`),
    check('letter_templates_language_valid', sql`${table.language} in ${sqlValueList(LANGUAGES)}`),
  ],
);

/**
 * An overdue letter sent to a tenant: the letter of one stage about the oldest charge overdue on their lease. The
 * unique key on the charge and stage is the claim: two sends at once, or again later, send it once.
 */
export const overdueLetters = pgTable(
  'overdue_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    leaseId: uuid('lease_id')
      .notNull()
      .references(() => leases.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => rentCharges.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: OVERDUE_LETTER_STAGES }).notNull(),
    tenantUserId: uuid('tenant_user_id').references(() => user.id, { onDelete: 'set null' }),
    language: text('language', { enum: LANGUAGES }).notNull(),
    daysOverdue: integer('days_overdue').notNull(),
    /** What the letter asked for: every overdue charge of the lease with its unpaid late fees. */
    overdueMinor: bigint('overdue_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    sentByUserId: uuid('sent_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('overdue_letters_charge_stage_unique').on(table.chargeId, table.stage),
    index('overdue_letters_lease_idx').on(table.leaseId, table.sentAt),
    check('overdue_letters_stage_valid', sql`${table.stage} in ${sqlValueList(OVERDUE_LETTER_STAGES)}`),
  ],
);

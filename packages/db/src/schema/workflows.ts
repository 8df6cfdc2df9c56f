import {
  REMINDER_ANCHORS,
  REMINDER_CHANNELS,
  REMINDER_DELIVERY_STATUSES,
  REMINDER_TEMPLATES,
  REMINDER_TYPES,
} from '@rentwell/contracts/workflows';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';

/**
 * An organization's automated reminder: sent `offset` days before a charge's due date or a lease's end, days after a
 * lease's start, or hours after a maintenance request was created.
 */
export const reminderRules = pgTable(
  'reminder_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: REMINDER_TYPES }).notNull(),
    anchor: text('anchor', { enum: REMINDER_ANCHORS }).notNull(),
    offset: integer('offset').notNull(),
    templateKey: text('template_key', { enum: REMINDER_TEMPLATES }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reminder_rules_organization_idx').on(table.organizationId),
    check('reminder_rules_type_valid', sql`${table.type} in ${sqlValueList(REMINDER_TYPES)}`),
    check('reminder_rules_anchor_valid', sql`${table.anchor} in ${sqlValueList(REMINDER_ANCHORS)}`),
    check(
      'reminder_rules_template_valid',
      sql`${table.templateKey} is null or ${table.templateKey} in ${sqlValueList(REMINDER_TEMPLATES)}`,
    ),
    check('reminder_rules_offset_valid', sql`${table.offset} >= 0`),
  ],
);

/**
 * One reminder to one person for one occurrence (rule, target, occurrence instant). The unique key is the claim:
 * the scheduler inserts the row before delivering, so nothing is ever sent twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => reminderRules.id, { onDelete: 'cascade' }),
    /** The charge, lease or maintenance request reminded of. */
    targetId: uuid('target_id').notNull(),
    occurrenceAt: timestamp('occurrence_at', { withTimezone: true }).notNull(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull().default('in_app'),
    status: text('status', { enum: REMINDER_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reminder_deliveries_once').on(table.ruleId, table.targetId, table.occurrenceAt, table.recipientUserId),
    index('reminder_deliveries_rule_created_idx').on(table.ruleId, table.createdAt),
    index('reminder_deliveries_retry_idx').on(table.status, table.nextAttemptAt),
    check('reminder_deliveries_status_valid', sql`${table.status} in ${sqlValueList(REMINDER_DELIVERY_STATUSES)}`),
    check('reminder_deliveries_channel_valid', sql`${table.channel} in ${sqlValueList(REMINDER_CHANNELS)}`),
  ],
);

import { CONTACT_SUBMISSION_STATUSES } from '@rentwell/contracts/site-admin';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';

/** Messages from the public contact form. Honeypot hits are kept, flagged, and never mailed. */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    isSuspectedSpam: boolean('is_suspected_spam').notNull().default(false),
    status: text('status', { enum: CONTACT_SUBMISSION_STATUSES }).notNull().default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: uuid('handled_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_submissions_created_idx').on(table.createdAt),
    check('contact_submissions_status_valid', sql`${table.status} in ${sqlValueList(CONTACT_SUBMISSION_STATUSES)}`),
  ],
);

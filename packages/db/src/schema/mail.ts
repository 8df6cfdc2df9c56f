import { MAIL_STATUSES } from '@rentwell/contracts/site-admin';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';

/** A file a mail carries, by reference: the bytes stay in file storage and are read again on every attempt. */
export type MailAttachmentRef = { fileName: string; storageKey: string; contentType: string; size: number };

/**
 * Every mail the app sends. Without SMTP the row is the delivery; with SMTP it is the queue: a sender claims a
 * due row (`sending` until `lease_expires_at`, after which another instance may take it over), and marks it
 * `sent` only once the SMTP server accepted it, or puts it back to `queued` for `next_attempt_at`.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    purpose: text('purpose').notNull(),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    /** The last delivery error. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_created_idx').on(table.createdAt),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_valid', sql`${table.status} in ${sqlValueList(MAIL_STATUSES)}`),
  ],
);

import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';

/** One message from one person to another; replies share the thread id of the first message. */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').notNull(),
    senderUserId: uuid('sender_user_id').references(() => user.id, { onDelete: 'set null' }),
    recipientUserId: uuid('recipient_user_id').references(() => user.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_recipient_idx').on(table.recipientUserId, table.createdAt),
    index('messages_recipient_unread_idx').on(table.recipientUserId, table.readAt),
    index('messages_sender_idx').on(table.senderUserId, table.createdAt),
    index('messages_thread_idx').on(table.threadId, table.createdAt),
  ],
);

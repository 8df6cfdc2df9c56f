import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { organizations } from './organizations.ts';

/**
 * A person's secret iCalendar feed URL. Only the token's SHA-256 is kept; rotating revokes the old row and adds a
 * new one, so at most one feed per person is live (a partial unique index).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('calendar_feeds_one_live_per_user').on(table.userId).where(sql`${table.revokedAt} is null`),
    index('calendar_feeds_user_idx').on(table.userId),
    check('calendar_feeds_token_hash_hex', sql`${table.tokenHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

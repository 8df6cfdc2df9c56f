import type { Database } from '@rentwell/db/create-db';
import { notifications } from '@rentwell/db/schema/notifications';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';

type UserScope = { userId: string };

/** Inserts one row per recipient, skipping recipients this event already reached; returns who was new. */
export async function insertNotificationsOnce(db: Database, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id, userId: notifications.userId });
}

export async function listNotifications(db: Database, scope: UserScope, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, scope.userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countUnreadNotifications(db: Database, scope: UserScope): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, scope.userId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

export async function markNotificationsRead(db: Database, scope: UserScope & { ids?: string[] }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, scope.userId),
        isNull(notifications.readAt),
        scope.ids ? inArray(notifications.id, scope.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { messages } from '@rentwell/db/schema/messages';
import { userRoles } from '@rentwell/db/schema/organizations';
import { aliasedTable, and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';

const sender = aliasedTable(user, 'sender');
const recipient = aliasedTable(user, 'recipient');
const senderRole = aliasedTable(userRoles, 'sender_role');
const recipientRole = aliasedTable(userRoles, 'recipient_role');

function selectMessages(db: Database) {
  return db
    .select({
      message: messages,
      senderName: sender.name,
      senderRole: senderRole.role,
      recipientName: recipient.name,
      recipientRole: recipientRole.role,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.id, messages.senderUserId))
    .leftJoin(senderRole, eq(senderRole.userId, messages.senderUserId))
    .leftJoin(recipient, eq(recipient.id, messages.recipientUserId))
    .leftJoin(recipientRole, eq(recipientRole.userId, messages.recipientUserId));
}

export type MessageRow = Awaited<ReturnType<typeof listFolder>>[number];

export function listFolder(db: Database, scope: { userId: string; folder: 'inbox' | 'sent' }) {
  const owner = scope.folder === 'inbox' ? messages.recipientUserId : messages.senderUserId;
  return selectMessages(db).where(eq(owner, scope.userId)).orderBy(desc(messages.createdAt)).limit(200);
}

/** A thread's messages that the user sent or received. */
export function listThread(db: Database, scope: { userId: string; threadId: string }) {
  return selectMessages(db)
    .where(
      and(
        eq(messages.threadId, scope.threadId),
        or(eq(messages.senderUserId, scope.userId), eq(messages.recipientUserId, scope.userId)),
      ),
    )
    .orderBy(asc(messages.createdAt));
}

export async function insertMessage(db: Database, values: typeof messages.$inferInsert) {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('message insert returned no row');
  return row;
}

export async function markThreadRead(db: Database, scope: { userId: string; threadId: string }) {
  await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      and(eq(messages.threadId, scope.threadId), eq(messages.recipientUserId, scope.userId), isNull(messages.readAt)),
    );
}

export async function countUnread(db: Database, scope: { userId: string }): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.recipientUserId, scope.userId), isNull(messages.readAt)));
  return row?.count ?? 0;
}

import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { messages } from '@rentwell/db/schema/messages';
import { userRoles } from '@rentwell/db/schema/organizations';
import { aliasedTable, and, asc, count, countDistinct, desc, eq, inArray, isNull, or } from 'drizzle-orm';

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

export type MessageRow = Awaited<ReturnType<typeof listThread>>[number];

type FolderScope = { userId: string; folder: 'inbox' | 'sent' };

/** The messages the folder holds: those the user received (inbox) or sent. */
function inFolder(scope: FolderScope) {
  return eq(scope.folder === 'inbox' ? messages.recipientUserId : messages.senderUserId, scope.userId);
}

/**
 * One page of the folder's conversations as their newest message in the folder, newest first; the id breaks ties so
 * no conversation shows on two pages.
 */
export function listFolderLatest(db: Database, scope: FolderScope, paging: { page: number; pageSize: number }) {
  const latestOfThread = db
    .selectDistinctOn([messages.threadId], { id: messages.id })
    .from(messages)
    .where(inFolder(scope))
    .orderBy(messages.threadId, desc(messages.createdAt), desc(messages.id));
  return selectMessages(db)
    .where(inArray(messages.id, latestOfThread))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
}

/** How many conversations the folder holds. */
export async function countFolderThreads(db: Database, scope: FolderScope): Promise<number> {
  const [row] = await db
    .select({ count: countDistinct(messages.threadId) })
    .from(messages)
    .where(inFolder(scope));
  return row?.count ?? 0;
}

/** Unread messages the user received in each of the threads, as seen from the folder (none in sent). */
export async function countUnreadByThread(db: Database, scope: FolderScope, threadIds: string[]) {
  if (threadIds.length === 0) return [];
  return db
    .select({ threadId: messages.threadId, count: count() })
    .from(messages)
    .where(
      and(
        inFolder(scope),
        eq(messages.recipientUserId, scope.userId),
        isNull(messages.readAt),
        inArray(messages.threadId, threadIds),
      ),
    )
    .groupBy(messages.threadId);
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

import type {
  TConversationPage,
  TMessage,
  TMessageFolderQuery,
  TSendMessageRequest,
} from '@rentwell/contracts/messages';
import type { TRole } from '@rentwell/contracts/roles';
import type { Database } from '@rentwell/db/create-db';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { listOrganizationMembers } from '../accounts/accounts.service.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import {
  countFolderThreads,
  countUnread,
  countUnreadByThread,
  insertMessage,
  listFolderLatest,
  listThread,
  type MessageRow,
  markThreadRead,
} from './messages.repo.ts';

/** Who each role may write to within its organization: tenants and staff reach the landlord's team. */
const WRITABLE_ROLES: Record<TRole, TRole[]> = {
  admin: ['admin', 'property_manager', 'tenant', 'maintenance'],
  property_manager: ['admin', 'property_manager', 'tenant', 'maintenance'],
  tenant: ['admin', 'property_manager'],
  maintenance: ['admin', 'property_manager'],
  site_admin: [],
};

export async function listRecipients(db: Database, actor: Actor) {
  if (!actor.organizationId) return [];
  const members = await listOrganizationMembers(db, actor.organizationId, WRITABLE_ROLES[actor.role]);
  return members
    .filter((member) => member.userId !== actor.userId)
    .map((member) => ({ id: member.userId, name: member.name, role: member.role }));
}

function toMessage(row: MessageRow, viewerId: string): TMessage {
  const { message } = row;
  return {
    id: message.id,
    threadId: message.threadId,
    from: message.senderUserId ? { id: message.senderUserId, name: row.senderName ?? '', role: row.senderRole } : null,
    to: message.recipientUserId
      ? { id: message.recipientUserId, name: row.recipientName ?? '', role: row.recipientRole }
      : null,
    subject: message.subject,
    body: message.body,
    isNew: message.recipientUserId === viewerId && message.readAt === null,
    createdAt: message.createdAt.toISOString(),
  };
}

/** A page of the folder's conversations, newest first, each with its newest message and its unread count. */
export async function listConversations(
  db: Database,
  actor: Actor,
  query: TMessageFolderQuery,
): Promise<TConversationPage> {
  const scope = { userId: actor.userId, folder: query.folder };
  const [rows, total] = await Promise.all([listFolderLatest(db, scope, query), countFolderThreads(db, scope)]);
  const unread = await countUnreadByThread(
    db,
    scope,
    rows.map((row) => row.message.threadId),
  );
  return {
    items: rows.map((row) => ({
      threadId: row.message.threadId,
      latest: toMessage(row, actor.userId),
      newCount: unread.find((thread) => thread.threadId === row.message.threadId)?.count ?? 0,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The conversation, oldest first; opening it marks what the reader received as read. */
export async function openThread(db: Database, actor: Actor, threadId: string) {
  const rows = await listThread(db, { userId: actor.userId, threadId });
  if (rows.length === 0) throw new AppError('not_found', 'Conversation not found');
  const messages = rows.map((row) => toMessage(row, actor.userId));
  await markThreadRead(db, { userId: actor.userId, threadId });
  return messages;
}

export async function sendMessage(
  db: Database,
  notifier: Notifier,
  actor: Actor,
  input: TSendMessageRequest,
): Promise<TMessage> {
  const recipients = await listRecipients(db, actor);
  const recipient = recipients.find((candidate) => candidate.id === input.recipientUserId);
  if (!recipient || !actor.organizationId) {
    throw new AppError('validation_failed', 'You cannot write to this person', {
      recipientUserId: ['Choose someone from your recipient list'],
    });
  }
  if (input.threadId && (await listThread(db, { userId: actor.userId, threadId: input.threadId })).length === 0) {
    throw new AppError('not_found', 'Conversation not found');
  }
  const organizationId = actor.organizationId;
  const saved = await db.transaction(async (tx) => {
    const id = crypto.randomUUID();
    const row = await insertMessage(tx, {
      id,
      organizationId,
      threadId: input.threadId ?? id,
      senderUserId: actor.userId,
      recipientUserId: recipient.id,
      subject: input.subject,
      body: input.body,
    });
    const thread = await listThread(tx, { userId: actor.userId, threadId: row.threadId });
    const sent = thread.find((candidate) => candidate.message.id === row.id);
    await notifier.notify(tx, {
      recipients: [recipient.id],
      organizationId,
      type: 'message',
      event: 'message_received',
      params: { senderName: sent?.senderName ?? '', subject: input.subject },
      link: `/messages?thread=${row.threadId}`,
      dedupeKey: `message_received:${row.id}`,
    });
    return row;
  });
  const thread = await listThread(db, { userId: actor.userId, threadId: saved.threadId });
  const row = thread.find((candidate) => candidate.message.id === saved.id);
  if (!row) throw new Error('sent message not found');
  return toMessage(row, actor.userId);
}

export function countUnreadMessages(db: Database, actor: Actor) {
  return countUnread(db, { userId: actor.userId });
}

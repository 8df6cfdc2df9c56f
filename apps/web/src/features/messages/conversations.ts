import type { TMessage } from '@rentwell/contracts/messages';
import type { TMessageFolder } from './api/message-queries.ts';

export type TConversation = {
  threadId: string;
  /** The newest message of the thread in this folder. */
  latest: TMessage;
  /** The person on the other side: the sender in the inbox, the recipient in sent. */
  counterpart: TMessage['from'];
  /** Unread messages of the thread in this folder. */
  newCount: number;
};

/** One entry per thread, newest first (the folder comes newest first), with its unread messages counted. */
export function toConversations(messages: readonly TMessage[], folder: TMessageFolder): TConversation[] {
  const byThread = new Map<string, TConversation>();
  for (const message of messages) {
    const existing = byThread.get(message.threadId);
    if (existing) {
      if (message.isNew) existing.newCount += 1;
      continue;
    }
    byThread.set(message.threadId, {
      threadId: message.threadId,
      latest: message,
      counterpart: folder === 'inbox' ? message.from : message.to,
      newCount: message.isNew ? 1 : 0,
    });
  }
  return [...byThread.values()];
}

/** Who a reply goes to: the other person of the conversation, as seen from `viewerId`. */
export function replyRecipientOf(thread: readonly TMessage[], viewerId: string | undefined): TMessage['from'] {
  for (let index = thread.length - 1; index >= 0; index -= 1) {
    const message = thread[index];
    if (!message) continue;
    if (message.from && message.from.id !== viewerId) return message.from;
    if (message.to && message.to.id !== viewerId) return message.to;
  }
  return null;
}

import type { TConversationSummary, TMessage } from '@rentwell/contracts/messages';
import type { TMessageFolder } from './api/message-queries.ts';

export type TConversation = TConversationSummary & {
  /** The person on the other side: the sender in the inbox, the recipient in sent. */
  counterpart: TMessage['from'];
};

/** The folder's conversations (the server lists each thread once, by its newest message) with who is on the other side. */
export function toConversations(summaries: readonly TConversationSummary[], folder: TMessageFolder): TConversation[] {
  return summaries.map((summary) => ({
    ...summary,
    counterpart: folder === 'inbox' ? summary.latest.from : summary.latest.to,
  }));
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

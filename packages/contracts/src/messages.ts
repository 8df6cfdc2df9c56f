import { z } from 'zod';

export const ZSendMessageRequest = z.object({
  recipientUserId: z.uuid(),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
  /** Replying keeps the conversation in one thread. */
  threadId: z.uuid().optional(),
});
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

export const ZMessagePerson = z.object({ id: z.uuid(), name: z.string(), role: z.string().nullable() });

export const ZMessage = z.object({
  id: z.uuid(),
  threadId: z.uuid(),
  from: ZMessagePerson.nullable(),
  to: ZMessagePerson.nullable(),
  subject: z.string(),
  /** Plain text; the web renders it as text, never as HTML. */
  body: z.string(),
  isNew: z.boolean(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessageFolderQuery = z.object({ folder: z.enum(['inbox', 'sent']).default('inbox') });
export const ZUnreadCount = z.object({ unread: z.number().int() });

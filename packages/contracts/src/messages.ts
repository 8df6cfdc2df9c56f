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

export const ZMessageFolderQuery = z.object({
  folder: z.enum(['inbox', 'sent']).default('inbox'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TMessageFolderQuery = z.infer<typeof ZMessageFolderQuery>;

/** A conversation as a folder lists it: its newest message in the folder and how many of its messages are unread. */
export const ZConversationSummary = z.object({
  threadId: z.uuid(),
  latest: ZMessage,
  newCount: z.number().int(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** A page of a folder's conversations, newest first; `total` counts the conversations of the whole folder. */
export const ZConversationPage = z.object({
  items: z.array(ZConversationSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TConversationPage = z.infer<typeof ZConversationPage>;
export const ZUnreadCount = z.object({ unread: z.number().int() });

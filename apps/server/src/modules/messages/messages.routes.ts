import {
  ZConversationPage,
  ZMessage,
  ZMessageFolderQuery,
  ZSendMessageRequest,
  ZUnreadCount,
} from '@rentwell/contracts/messages';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { countUnreadMessages, listConversations, listRecipients, openThread, sendMessage } from './messages.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});
const ZRecipient = z.object({ id: z.uuid(), name: z.string(), role: z.string() });

export function createMessagesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('messages:use'))
      /** A page of the inbox's or sent conversations, newest first. */
      .get(
        '/',
        describeRoute({ tags: ['Messages'], summary: 'Inbox or sent', responses: json(ZConversationPage) }),
        validate('query', ZMessageFolderQuery),
        async (c) => c.json(await listConversations(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** People the caller may write to. */
      .get(
        '/recipients',
        describeRoute({ tags: ['Messages'], summary: 'Possible recipients', responses: json(z.array(ZRecipient)) }),
        async (c) => c.json(await listRecipients(deps.db, c.var.actor)),
      )
      .get(
        '/unread-count',
        describeRoute({ tags: ['Messages'], summary: 'Unread messages', responses: json(ZUnreadCount) }),
        async (c) => c.json({ unread: await countUnreadMessages(deps.db, c.var.actor) }),
      )
      /** A conversation; opening it marks received messages read. */
      .get(
        '/threads/:threadId',
        describeRoute({ tags: ['Messages'], summary: 'A conversation', responses: json(z.array(ZMessage)) }),
        validateIdParams('threadId'),
        async (c) => c.json(await openThread(deps.db, c.var.actor, c.req.valid('param').threadId)),
      )
      /** Sends a message (or a reply in a thread) to someone the caller may write to. */
      .post(
        '/',
        describeRoute({ tags: ['Messages'], summary: 'Send a message', responses: json(ZMessage, 201) }),
        validate('json', ZSendMessageRequest),
        async (c) => c.json(await sendMessage(deps.db, deps.notifier, c.var.actor, c.req.valid('json')), 201),
      )
  );
}

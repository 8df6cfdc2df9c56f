import { ZNotificationList } from '@rentwell/contracts/notifications';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { listMyNotifications, markMyNotificationsRead } from './notifications.service.ts';

const ZMarkReadRequest = z.object({ ids: z.array(z.uuid()).max(200).optional() });

export function createNotificationsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('notifications:read'))
      /** The signed-in user's latest notifications and unread count. */
      .get(
        '/',
        describeRoute({
          tags: ['Notifications'],
          summary: 'My notifications',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZNotificationList) } } },
          },
        }),
        async (c) => c.json(await listMyNotifications(deps.db, c.var.actor.userId)),
      )
      /** Marks the given notifications read, or all of them when no ids are given. */
      .post(
        '/read',
        describeRoute({ tags: ['Notifications'], summary: 'Mark notifications read' }),
        validate('json', ZMarkReadRequest),
        async (c) =>
          c.json({ marked: await markMyNotificationsRead(deps.db, c.var.actor.userId, c.req.valid('json').ids) }),
      )
  );
}

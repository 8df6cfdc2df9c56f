import { ZAuditEventList, ZListAuditEventsQuery } from '@rentwell/contracts/audit';
import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { listOrganizationAuditEvents } from './audit.service.ts';

/** `requireActor` comes from the app: accounts, which resolves the actor, writes audit events, so stands above. */
export function createAuditRoutes(deps: AppDeps, requireActor: MiddlewareHandler<AppEnv>) {
  return (
    new Hono<AppEnv>()
      .use(requireActor, requirePermission('audit:read'), requireOrganizationActor())
      /** The organization's audit log, newest first, with who did each thing and from where. */
      .get(
        '/',
        describeRoute({
          tags: ['Audit'],
          summary: 'List the organization’s audit events',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZAuditEventList) } } },
          },
        }),
        validate('query', ZListAuditEventsQuery),
        async (c) => c.json(await listOrganizationAuditEvents(deps.db, c.var.actor, c.req.valid('query'))),
      )
  );
}

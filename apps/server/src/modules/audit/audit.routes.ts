import { ZAuditEventList, ZListAuditEventsQuery } from '@rentwell/contracts/audit';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { listOrganizationAuditEvents } from './audit.service.ts';

export function createAuditRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('audit:read'), requireOrganizationActor())
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

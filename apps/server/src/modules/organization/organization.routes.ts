import { ZOrganization, ZUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { updateMyOrganization } from './organization.service.ts';

export function createOrganizationRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('organization:manage'), requireOrganizationActor())
      /** The organization's currency (admins only); audited. */
      .patch(
        '/',
        describeRoute({
          tags: ['Account'],
          summary: 'Update the organization’s settings',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZOrganization) } } },
          },
        }),
        validate('json', ZUpdateOrganizationRequest),
        async (c) => c.json(await updateMyOrganization(deps.db, c.var.actor, c.req.valid('json'))),
      )
  );
}

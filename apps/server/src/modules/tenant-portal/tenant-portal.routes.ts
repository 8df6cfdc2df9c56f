import { ZTenantPortal } from '@rentwell/contracts/tenant-portal';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { getTenantPortal } from './tenant-portal.service.ts';

export function createTenantPortalRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('tenant-portal:read'))
      /** The signed-in tenant's leases, landlord contact, charges, balance and next due date. */
      .get(
        '/',
        describeRoute({
          tags: ['Tenant portal'],
          summary: 'My tenancy',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZTenantPortal) } } },
          },
        }),
        async (c) => c.json(await getTenantPortal(deps.db, c.var.actor, todayFor(c.var.actor))),
      )
  );
}

import {
  ZCreateTenantRequest,
  ZCreateTenantResponse,
  ZLeaseList,
  ZListTenantsQuery,
  ZVacantUnit,
} from '@rentwell/contracts/leases';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { createTenantWithLease, listTenantLeases, listVacantUnits } from './tenants.service.ts';

const ok = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createTenantsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('tenants:manage'), requireOrganizationActor())
      /** The tenants table, paged: one row per lease, with tenant, unit, dates, rent, status and balance. */
      .get(
        '/',
        describeRoute({ tags: ['Tenants'], summary: 'Tenants and their leases, one page', responses: ok(ZLeaseList) }),
        validate('query', ZListTenantsQuery),
        async (c) => c.json(await listTenantLeases(deps.db, c.var.actor, c.req.valid('query'), todayFor(c.var.actor))),
      )
      /** Creates the tenant with their lease; the generated password is in this answer only. */
      .post(
        '/',
        describeRoute({
          tags: ['Tenants'],
          summary: 'Add a tenant with a lease',
          responses: ok(ZCreateTenantResponse, 201),
        }),
        validate('json', ZCreateTenantRequest),
        async (c) =>
          c.json(
            await createTenantWithLease(
              deps.db,
              deps.auth,
              deps.notifier,
              c.var.actor,
              c.req.valid('json'),
              todayFor(c.var.actor),
            ),
            201,
          ),
      )
      /** Units of a property a new lease can take. */
      .get(
        '/vacant-units/:propertyId',
        describeRoute({
          tags: ['Tenants'],
          summary: 'Vacant units of a property',
          responses: ok(z.array(ZVacantUnit)),
        }),
        validateIdParams('propertyId'),
        async (c) => c.json(await listVacantUnits(deps.db, c.var.actor, c.req.valid('param').propertyId)),
      )
  );
}

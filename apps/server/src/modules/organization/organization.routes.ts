import { ZOrganization, ZUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import { ZRentRules, ZUpdateRentRulesRequest } from '@rentwell/contracts/rent-rules';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { updateMyOrganization } from './organization.service.ts';
import { getRentRules, updateRentRules } from './rent-rules.service.ts';

const rentRulesResponse = {
  200: { description: 'OK', content: { 'application/json': { schema: resolver(ZRentRules) } } },
};

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
        async (c) => {
          const organization = await updateMyOrganization(deps.db, c.var.actor, c.req.valid('json'));
          // Every member's actor carries the organization's time zone.
          await deps.sessionActors.forgetOrganization(organization.id);
          return c.json(organization);
        },
      )
      /** The rent rules: grace days and the late fee (admins only). */
      .get(
        '/rent-rules',
        describeRoute({ tags: ['Account'], summary: 'The organization’s rent rules', responses: rentRulesResponse }),
        async (c) => c.json(await getRentRules(deps.db, c.var.actor)),
      )
      /** Sets the rent rules (audited) and charges the late fees now due; the daily job charges later ones. */
      .put(
        '/rent-rules',
        describeRoute({
          tags: ['Account'],
          summary: 'Set the organization’s rent rules',
          responses: rentRulesResponse,
        }),
        validate('json', ZUpdateRentRulesRequest),
        async (c) => c.json(await updateRentRules(deps.db, c.var.actor, c.req.valid('json'), todayFor(c.var.actor))),
      )
  );
}

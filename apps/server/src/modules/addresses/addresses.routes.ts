import { ZAddressSuggestion, ZAddressSuggestQuery } from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { suggestAddresses } from './addresses.service.ts';

export function createAddressesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireActor(deps), requireOrganizationActor()).get(
    '/suggest',
    describeRoute({
      tags: ['Properties'],
      summary: 'Address suggestions: known addresses, postal codes, cities, optional geocoder',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: resolver(z.array(ZAddressSuggestion)) } } },
      },
    }),
    requirePermission('properties:read'),
    validate('query', ZAddressSuggestQuery),
    async (c) =>
      c.json(await suggestAddresses(deps.db, deps.config.geocoderUrl, deps.logger, c.var.actor, c.req.valid('query'))),
  );
}

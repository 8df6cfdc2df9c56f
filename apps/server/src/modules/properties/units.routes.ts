import { ZCreateUnitRequest, ZUnit, ZUpdateUnitRequest } from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { OrganizationEnv } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { addUnit, removeUnit, updateUnit } from './properties.service.ts';

/** Mounted under /properties/:propertyId/units, behind the properties router's actor check. */
export function createUnitsRoutes(deps: AppDeps) {
  return (
    new Hono<OrganizationEnv>()
      /** Adds one unit; answers the property's units. */
      .post(
        '/',
        describeRoute({
          tags: ['Properties'],
          summary: 'Add a unit',
          responses: {
            201: { description: 'Created', content: { 'application/json': { schema: resolver(z.array(ZUnit)) } } },
          },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId'),
        validate('json', ZCreateUnitRequest),
        async (c) =>
          c.json(await addUnit(deps.db, c.var.actor, c.req.valid('param').propertyId, c.req.valid('json')), 201),
      )
      /** Edits a unit: label, sizes, market rent, or availability (vacant or unavailable). */
      .patch(
        '/:unitId',
        describeRoute({
          tags: ['Properties'],
          summary: 'Update a unit',
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: resolver(ZUnit) } } } },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId', 'unitId'),
        validate('json', ZUpdateUnitRequest),
        async (c) => c.json(await updateUnit(deps.db, c.var.actor, c.req.valid('param'), c.req.valid('json'))),
      )
      /** Removes a unit that never had a lease. */
      .delete(
        '/:unitId',
        describeRoute({
          tags: ['Properties'],
          summary: 'Remove a unit',
          responses: { 204: { description: 'Removed' } },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId', 'unitId'),
        async (c) => {
          await removeUnit(deps.db, c.var.actor, c.req.valid('param'));
          return c.body(null, 204);
        },
      )
  );
}

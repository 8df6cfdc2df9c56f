import {
  ZCreatePropertyRequest,
  ZListPropertiesQuery,
  ZPropertyDetail,
  ZPropertyList,
  ZUpdatePropertyRequest,
} from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { createProperty, deleteProperty, getProperty, listProperties, updateProperty } from './properties.service.ts';
import { createPropertyImagesRoutes } from './property-images.routes.ts';
import { createUnitsRoutes } from './units.routes.ts';

const json = (schema: Parameters<typeof resolver>[0]) => ({
  description: 'OK',
  content: { 'application/json': { schema: resolver(schema) } },
});

export function createPropertiesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requireOrganizationActor())
      /** One page of the organization's properties with occupancy, plus totals. */
      .get(
        '/',
        describeRoute({ tags: ['Properties'], summary: 'List properties', responses: { 200: json(ZPropertyList) } }),
        requirePermission('properties:read'),
        validate('query', ZListPropertiesQuery),
        async (c) => c.json(await listProperties(deps.db, c.var.actor, c.req.valid('query'), deps.propertyLists)),
      )
      /** Creates a property and its N units in one transaction. */
      .post(
        '/',
        describeRoute({
          tags: ['Properties'],
          summary: 'Create a property',
          responses: { 201: json(ZPropertyDetail) },
        }),
        requirePermission('properties:write'),
        validate('json', ZCreatePropertyRequest),
        async (c) => c.json(await createProperty(deps.db, c.var.actor, c.req.valid('json')), 201),
      )
      /** The property with its units, images and occupancy. */
      .get(
        '/:propertyId',
        describeRoute({ tags: ['Properties'], summary: 'Get a property', responses: { 200: json(ZPropertyDetail) } }),
        requirePermission('properties:read'),
        validateIdParams('propertyId'),
        async (c) => c.json(await getProperty(deps.db, c.var.actor, c.req.valid('param').propertyId)),
      )
      /** Edits the property's details (units have their own routes). */
      .patch(
        '/:propertyId',
        describeRoute({
          tags: ['Properties'],
          summary: 'Update a property',
          responses: { 200: json(ZPropertyDetail) },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId'),
        validate('json', ZUpdatePropertyRequest),
        async (c) =>
          c.json(await updateProperty(deps.db, c.var.actor, c.req.valid('param').propertyId, c.req.valid('json'))),
      )
      /** Deletes the property with its units and images; refused (409) while it has leases. */
      .delete(
        '/:propertyId',
        describeRoute({
          tags: ['Properties'],
          summary: 'Delete a property',
          responses: { 204: { description: 'Deleted' } },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId'),
        async (c) => {
          await deleteProperty(deps.db, deps.files, c.var.actor, c.req.valid('param').propertyId);
          return c.body(null, 204);
        },
      )
      .route('/:propertyId/units', createUnitsRoutes(deps))
      .route('/:propertyId/images', createPropertyImagesRoutes(deps))
  );
}

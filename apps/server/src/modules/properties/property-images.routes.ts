import { ZImage, ZPropertyDetail } from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { parseImageVariant, sendStoredImage } from '../../files/image-response.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { OrganizationEnv } from '../../lib/organization-scope.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validateIdParams } from '../../lib/validate.ts';
import { setCoverImage } from './properties.service.ts';
import { readPropertyImage, removePropertyImage, uploadPropertyImage } from './property-images.service.ts';

/** Mounted under /properties/:propertyId/images, behind the properties router's actor check. */
export function createPropertyImagesRoutes(deps: AppDeps) {
  return (
    new Hono<OrganizationEnv>()
      /** Uploads one PNG, JPG or WEBP (≤ 10 MB, checked by content) as multipart field `file`. */
      .post(
        '/',
        describeRoute({
          tags: ['Properties'],
          summary: 'Upload a property image',
          responses: { 201: { description: 'Created', content: { 'application/json': { schema: resolver(ZImage) } } } },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId'),
        acceptsUpload,
        async (c) => {
          const file = await readUploadedFile(c);
          return c.json(
            await uploadPropertyImage(deps.db, deps.files, c.var.actor, c.req.valid('param').propertyId, file),
            201,
          );
        },
      )
      /** Makes the image the property's cover. */
      .post(
        '/:imageId/cover',
        describeRoute({
          tags: ['Properties'],
          summary: 'Set the cover image',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZPropertyDetail) } } },
          },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId', 'imageId'),
        async (c) => {
          const { propertyId, imageId } = c.req.valid('param');
          return c.json(await setCoverImage(deps.db, c.var.actor, propertyId, imageId));
        },
      )
      /** The re-encoded image, display size or thumbnail; members of the organization only. */
      .get(
        '/:imageId/:variant',
        describeRoute({ tags: ['Properties'], summary: 'Download a property image (WebP)' }),
        requirePermission('properties:read'),
        validateIdParams('propertyId', 'imageId'),
        async (c) => {
          const variant = parseImageVariant(c.req.param('variant'));
          return sendStoredImage(
            c,
            await readPropertyImage(deps.db, deps.files, c.var.actor, c.req.valid('param'), variant),
            'members',
          );
        },
      )
      .delete(
        '/:imageId',
        describeRoute({
          tags: ['Properties'],
          summary: 'Delete a property image',
          responses: { 204: { description: 'Deleted' } },
        }),
        requirePermission('properties:write'),
        validateIdParams('propertyId', 'imageId'),
        async (c) => {
          await removePropertyImage(deps.db, deps.files, c.var.actor, c.req.valid('param'));
          return c.body(null, 204);
        },
      )
  );
}

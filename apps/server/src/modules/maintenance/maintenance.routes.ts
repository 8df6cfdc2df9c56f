import {
  ZAddCommentRequest,
  ZAssignee,
  ZCreateMaintenanceRequest,
  ZListMaintenanceQuery,
  ZMaintenanceList,
  ZMaintenanceRequestDetail,
  ZMaintenanceTransitionRequest,
  ZUpdateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import { ZImage } from '@rentwell/contracts/properties';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseImageVariant, sendStoredImage } from '../../files/image-response.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  addMaintenancePhoto,
  commentOnMaintenance,
  createMaintenance,
  getMaintenance,
  listAssignees,
  listMaintenance,
  readMaintenancePhoto,
  transitionMaintenance,
  updateMaintenance,
} from './maintenance.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

export function createMaintenanceRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('maintenance:read'))
      /** Requests in the caller's scope with filters, sorting and counts per status. */
      .get(
        '/',
        describeRoute({ tags: ['Maintenance'], summary: 'Maintenance requests', responses: json(ZMaintenanceList) }),
        validate('query', ZListMaintenanceQuery),
        async (c) => c.json(await listMaintenance(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** People a request can be assigned to. */
      .get(
        '/assignees',
        describeRoute({ tags: ['Maintenance'], summary: 'Possible assignees', responses: json(z.array(ZAssignee)) }),
        requirePermission('maintenance:manage'),
        async (c) => c.json(await listAssignees(deps.db, c.var.actor)),
      )
      /** A tenant reports a problem in their unit; staff file one for a property. */
      .post(
        '/',
        describeRoute({
          tags: ['Maintenance'],
          summary: 'Report a request',
          responses: json(ZMaintenanceRequestDetail, 201),
        }),
        requirePermission('maintenance:report'),
        validate('json', ZCreateMaintenanceRequest),
        async (c) => c.json(await createMaintenance(deps.db, deps.notifier, c.var.actor, c.req.valid('json')), 201),
      )
      .get(
        '/:requestId',
        describeRoute({
          tags: ['Maintenance'],
          summary: 'A request with its comments',
          responses: json(ZMaintenanceRequestDetail),
        }),
        validateIdParams('requestId'),
        async (c) => c.json(await getMaintenance(deps.db, c.var.actor, c.req.valid('param').requestId)),
      )
      /** Managers edit, assign and price; maintenance staff record the cost. */
      .patch(
        '/:requestId',
        describeRoute({
          tags: ['Maintenance'],
          summary: 'Update a request',
          responses: json(ZMaintenanceRequestDetail),
        }),
        validateIdParams('requestId'),
        validate('json', ZUpdateMaintenanceRequest),
        async (c) =>
          c.json(
            await updateMaintenance(
              deps.db,
              deps.notifier,
              c.var.actor,
              c.req.valid('param').requestId,
              c.req.valid('json'),
            ),
          ),
      )
      /** 'Start Work', 'Mark Complete', cancel or reopen; illegal moves answer 409. */
      .post(
        '/:requestId/transition',
        describeRoute({
          tags: ['Maintenance'],
          summary: 'Change the status',
          responses: json(ZMaintenanceRequestDetail),
        }),
        validateIdParams('requestId'),
        validate('json', ZMaintenanceTransitionRequest),
        async (c) =>
          c.json(
            await transitionMaintenance(
              deps.db,
              deps.notifier,
              c.var.actor,
              c.req.valid('param').requestId,
              c.req.valid('json').action,
            ),
          ),
      )
      .post(
        '/:requestId/comments',
        describeRoute({
          tags: ['Maintenance'],
          summary: 'Comment on a request',
          responses: json(ZMaintenanceRequestDetail, 201),
        }),
        validateIdParams('requestId'),
        validate('json', ZAddCommentRequest),
        async (c) =>
          c.json(
            await commentOnMaintenance(
              deps.db,
              deps.notifier,
              c.var.actor,
              c.req.valid('param').requestId,
              c.req.valid('json').body,
            ),
            201,
          ),
      )
      /** Adds a photo (PNG, JPG or WEBP ≤ 10 MB, multipart field `file`). */
      .post(
        '/:requestId/photos',
        describeRoute({ tags: ['Maintenance'], summary: 'Add a photo', responses: json(ZImage, 201) }),
        validateIdParams('requestId'),
        acceptsUpload,
        async (c) => {
          const file = await readUploadedFile(c);
          return c.json(
            await addMaintenancePhoto(deps.db, deps.files, c.var.actor, c.req.valid('param').requestId, file),
            201,
          );
        },
      )
      .get(
        '/:requestId/photos/:photoId/:variant',
        describeRoute({ tags: ['Maintenance'], summary: 'A photo (WebP)' }),
        validateIdParams('requestId', 'photoId'),
        async (c) => {
          const variant = parseImageVariant(c.req.param('variant'));
          return sendStoredImage(
            c,
            await readMaintenancePhoto(deps.db, deps.files, c.var.actor, c.req.valid('param'), variant),
            'members',
          );
        },
      )
  );
}

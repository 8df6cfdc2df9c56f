import { ZLease, ZRenewLeaseRequest, ZTerminateLeaseRequest } from '@rentwell/contracts/leases';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { todayFor } from '../../lib/today.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { readCurrentLeaseDocument } from '../documents/documents.service.ts';
import { attachLeaseDocument, getLease, renewLease, terminateLease } from './tenants.service.ts';

const ok = (status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(ZLease) } } },
});

export function createLeasesRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      .get(
        '/:leaseId',
        describeRoute({ tags: ['Tenants'], summary: 'A lease', responses: ok() }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        async (c) => c.json(await getLease(deps.db, c.var.actor, c.req.valid('param').leaseId, todayFor(c.var.actor))),
      )
      /** Ends the lease on a date (its last day of occupancy). */
      .post(
        '/:leaseId/terminate',
        describeRoute({ tags: ['Tenants'], summary: 'Terminate a lease', responses: ok() }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        validate('json', ZTerminateLeaseRequest),
        async (c) => {
          const { leaseId } = c.req.valid('param');
          return c.json(
            await terminateLease(
              deps.db,
              c.var.actor,
              leaseId,
              c.req.valid('json').terminatedOn,
              todayFor(c.var.actor),
            ),
          );
        },
      )
      /** Creates the next lease for the same tenant and unit. */
      .post(
        '/:leaseId/renew',
        describeRoute({ tags: ['Tenants'], summary: 'Renew a lease', responses: ok(201) }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        validate('json', ZRenewLeaseRequest),
        async (c) =>
          c.json(
            await renewLease(
              deps.db,
              c.var.actor,
              c.req.valid('param').leaseId,
              c.req.valid('json'),
              todayFor(c.var.actor),
            ),
            201,
          ),
      )
      /** Uploads the signed lease document (PDF, multipart field `file`). */
      .post(
        '/:leaseId/document',
        describeRoute({ tags: ['Tenants'], summary: 'Upload the lease document', responses: ok() }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        acceptsUpload,
        async (c) => {
          const { leaseId } = c.req.valid('param');
          const file = await readUploadedFile(c);
          return c.json(
            await attachLeaseDocument(deps.db, deps.files, c.var.actor, leaseId, file, todayFor(c.var.actor)),
          );
        },
      )
      /** Downloads the lease document: the landlord's staff, or the tenant of that lease. */
      .get(
        '/:leaseId/document',
        describeRoute({ tags: ['Tenants'], summary: "Download the lease's current document" }),
        validateIdParams('leaseId'),
        async (c) => {
          const { body, fileName, contentType } = await readCurrentLeaseDocument(
            deps.db,
            deps.files,
            c.var.actor,
            c.req.valid('param').leaseId,
          );
          return sendStoredFile(c, {
            body,
            contentType,
            fileName,
            fallbackBase: 'lease',
            cacheControl: 'private, no-cache',
          });
        },
      )
  );
}

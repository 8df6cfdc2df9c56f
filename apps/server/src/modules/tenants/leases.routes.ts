import { ZCreateExtraChargeRequest, ZExtraCharge, ZExtraChargeList } from '@rentwell/contracts/lease-extras';
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
import { addExtraCharge, listExtraCharges, removeExtraCharge } from '../payments/lease-extras.service.ts';
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
      /** What the lease charges besides the rent, and its discounts. */
      .get(
        '/:leaseId/extra-charges',
        describeRoute({
          tags: ['Tenants'],
          summary: "A lease's extra charges and discounts",
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZExtraChargeList) } } },
          },
        }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        async (c) => c.json(await listExtraCharges(deps.db, c.var.actor, c.req.valid('param').leaseId)),
      )
      /** Adds a recurring or one-off charge, or a discount; the lease's charges are repriced. */
      .post(
        '/:leaseId/extra-charges',
        describeRoute({
          tags: ['Tenants'],
          summary: 'Add an extra charge or discount to a lease',
          responses: {
            201: { description: 'Added', content: { 'application/json': { schema: resolver(ZExtraCharge) } } },
          },
        }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId'),
        validate('json', ZCreateExtraChargeRequest),
        async (c) =>
          c.json(await addExtraCharge(deps.db, c.var.actor, c.req.valid('param').leaseId, c.req.valid('json')), 201),
      )
      .delete(
        '/:leaseId/extra-charges/:extraId',
        describeRoute({
          tags: ['Tenants'],
          summary: 'Remove an extra charge or discount from a lease',
          responses: { 204: { description: 'Removed' } },
        }),
        requirePermission('tenants:manage'),
        requireOrganizationActor(),
        validateIdParams('leaseId', 'extraId'),
        async (c) => {
          const { leaseId, extraId } = c.req.valid('param');
          await removeExtraCharge(deps.db, c.var.actor, leaseId, extraId);
          return c.body(null, 204);
        },
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

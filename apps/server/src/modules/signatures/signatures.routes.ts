import {
  ZCreateSignatureRequest,
  ZCreateSignatureResponse,
  ZListSignatureRequestsQuery,
  ZResendSignatureResponse,
  ZSignatureRequest,
  ZSignatureTrail,
} from '@rentwell/contracts/signatures';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import {
  createSignatureRequest,
  getSignatureRequest,
  getSignatureTrail,
  listSignatureRequests,
  resendSignatureInvitation,
  revokeSignatureRequest,
} from './signatures.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** `/api/signature-requests`: the organization's staff who manage documents send them for signature. */
export function createSignatureRequestsRoutes(deps: AppDeps) {
  const settings = {
    baseUrl: deps.config.baseUrl,
    signatureLinkDays: deps.config.signatureLinkDays,
    invitationMailBudget: deps.config.invitationMailBudget,
  };
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      .use(requirePermission('documents:manage'))
      .use(requireOrganizationActor())
      .get(
        '/',
        describeRoute({
          tags: ['Signatures'],
          summary: 'Signature requests',
          responses: json(z.array(ZSignatureRequest)),
        }),
        validate('query', ZListSignatureRequestsQuery),
        async (c) => c.json(await listSignatureRequests(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** For a document of the organization, or a lease (its agreement is generated first). Links are shown once. */
      .post(
        '/',
        describeRoute({
          tags: ['Signatures'],
          summary: 'Send a document for signature',
          responses: json(ZCreateSignatureResponse, 201),
        }),
        validate('json', ZCreateSignatureRequest),
        async (c) =>
          c.json(
            await createSignatureRequest(deps.db, deps.files, deps.mailer, settings, c.var.actor, c.req.valid('json')),
            201,
          ),
      )
      .get(
        '/:requestId',
        describeRoute({ tags: ['Signatures'], summary: 'One signature request', responses: json(ZSignatureRequest) }),
        validateIdParams('requestId'),
        async (c) => c.json(await getSignatureRequest(deps.db, c.var.actor, c.req.valid('param').requestId)),
      )
      .post(
        '/:requestId/revoke',
        describeRoute({
          tags: ['Signatures'],
          summary: 'Revoke a signature request',
          responses: json(ZSignatureRequest),
        }),
        validateIdParams('requestId'),
        async (c) => c.json(await revokeSignatureRequest(deps.db, c.var.actor, c.req.valid('param').requestId)),
      )
      /** A new link for a signer who has not signed: the old one stops working. */
      .post(
        '/:requestId/signers/:signerId/resend',
        describeRoute({
          tags: ['Signatures'],
          summary: 'Send a signer a new link',
          responses: json(ZResendSignatureResponse),
        }),
        validateIdParams('requestId', 'signerId'),
        async (c) =>
          c.json(await resendSignatureInvitation(deps.db, deps.mailer, settings, c.var.actor, c.req.valid('param'))),
      )
      /** Every event of the request, and whether their hash chain is intact. */
      .get(
        '/:requestId/trail',
        describeRoute({ tags: ['Signatures'], summary: 'Audit trail', responses: json(ZSignatureTrail) }),
        validateIdParams('requestId'),
        async (c) => c.json(await getSignatureTrail(deps.db, c.var.actor, c.req.valid('param').requestId)),
      )
  );
}

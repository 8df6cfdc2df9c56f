import {
  ZDocumentFileQuery,
  ZDocumentList,
  ZDocumentListItem,
  ZListDocumentsQuery,
  ZUploadDocumentFields,
} from '@rentwell/contracts/documents';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { listDocumentsOf, readDocumentFile, removeDocument, uploadDocument } from './documents.service.ts';

const json = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/**
 * `/api/documents`: every signed-in user, each in their scope. The landlord's staff see the organization's documents
 * and receipts and manage them; a tenant sees the lease documents shared with them and their payment receipts.
 */
export function createDocumentsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /** Stored documents with payment and expense receipts, newest first, by tab (all, lease, receipt, other). */
      .get(
        '/',
        describeRoute({ tags: ['Documents'], summary: 'Documents and receipts', responses: json(ZDocumentList) }),
        validate('query', ZListDocumentsQuery),
        async (c) => c.json(await listDocumentsOf(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** Multipart: `file` (PDF, PNG, JPG or WEBP, checked by content, ≤ 10 MB), `title`, `kind`, optional `leaseId`. */
      .post(
        '/',
        describeRoute({ tags: ['Documents'], summary: 'Upload a document', responses: json(ZDocumentListItem, 201) }),
        requirePermission('documents:manage'),
        requireOrganizationActor(),
        acceptsUpload,
        validate('form', ZUploadDocumentFields),
        async (c) => {
          const file = await readUploadedFile(c);
          return c.json(await uploadDocument(deps.db, deps.files, c.var.actor, c.req.valid('form'), file), 201);
        },
      )
      /** The stored file: downloaded, or shown in the browser with `?disposition=inline` (images only; PDFs never). */
      .get(
        '/:documentId/file',
        describeRoute({ tags: ['Documents'], summary: 'Download or preview a document' }),
        validateIdParams('documentId'),
        validate('query', ZDocumentFileQuery),
        async (c) => {
          const document = await readDocumentFile(deps.db, deps.files, c.var.actor, c.req.valid('param').documentId);
          return sendStoredFile(c, {
            ...document,
            fallbackBase: 'document',
            cacheControl: 'private, no-cache',
            disposition: c.req.valid('query').disposition,
          });
        },
      )
      /** Refused with 409 while a signature request for the document is in progress. */
      .delete(
        '/:documentId',
        describeRoute({
          tags: ['Documents'],
          summary: 'Delete a document',
          responses: { 204: { description: 'Deleted' } },
        }),
        requirePermission('documents:manage'),
        requireOrganizationActor(),
        validateIdParams('documentId'),
        async (c) => {
          await removeDocument(deps.db, deps.files, c.var.actor, c.req.valid('param').documentId);
          return c.body(null, 204);
        },
      )
  );
}

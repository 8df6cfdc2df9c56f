import { ZVerifyDocumentResponse } from '@rentwell/contracts/signatures';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { readUploadedFile } from '../../files/upload-body.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { acceptsUpload } from '../../lib/request-body-limit.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { verifyDocument } from './verify-document.service.ts';

/** Per address: a person checks a few documents; hashing uploads is not free. */
const VERIFY_RATE_LIMIT = { max: 20, windowSeconds: 600 };

/** `/api/verify-document` (public): was this PDF sealed here, and is it unchanged since? */
export function createVerifyDocumentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/',
    describeRoute({
      tags: ['Signing'],
      summary: 'Verify a signed document',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: resolver(ZVerifyDocumentResponse) } } },
        429: { description: 'Too many checks from this address' },
      },
    }),
    limitRequests(deps, {
      ...VERIFY_RATE_LIMIT,
      key: (c) => `verify-document:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
      message: 'Too many documents checked from your address. Please wait a few minutes and try again.',
    }),
    acceptsUpload,
    async (c) => {
      const seal = { baseUrl: deps.config.baseUrl, configured: deps.config.sealCertificate };
      return c.json(await verifyDocument(deps.db, seal, await readUploadedFile(c)));
    },
  );
}

import {
  ZDeclineSignatureRequest,
  ZSigningConsentRequest,
  ZSigningState,
  ZSigningStateQuery,
  ZSignRequest,
} from '@rentwell/contracts/signatures';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { sendStoredFile } from '../../files/serve-stored-file.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { completeSignatureRequest } from './signature-completion.ts';
import {
  consentToSign,
  declineToSign,
  getSigningState,
  readSignedDocument,
  readSigningDocument,
  type SigningClient,
  signWithToken,
} from './signing.service.ts';

/** Per address: a signer opens, reads, consents and signs in a few dozen requests; guessing tokens needs billions. */
const SIGNING_RATE_LIMIT = { max: 60, windowSeconds: 600 };

const ZTokenParam = z.object({ token: z.string().min(1).max(100) });

const done = { 204: { description: 'Done' } };

/** `/api/sign/:token`: the public signing page's API. The token is the only credential; no session is needed. */
export function createSigningRoutes(deps: AppDeps) {
  const linkSettings = { baseUrl: deps.config.baseUrl, signatureLinkDays: deps.config.signatureLinkDays };
  const clientOf = (c: Context<AppEnv>): SigningClient => ({
    ip: readClientIp(c, deps.config.trustProxy) ?? null,
    userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
  });
  return (
    new Hono<AppEnv>()
      .use(
        limitRequests(deps, {
          ...SIGNING_RATE_LIMIT,
          key: (c) => `signing:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
          message: 'Too many requests from your address. Please wait a few minutes and try again.',
        }),
      )
      /** What the link opens: valid (with the document and the consent text), or why not. */
      .get(
        '/:token',
        describeRoute({
          tags: ['Signing'],
          summary: 'State of a signing link',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZSigningState) } } },
          },
        }),
        validate('param', ZTokenParam),
        validate('query', ZSigningStateQuery),
        async (c) =>
          c.json(await getSigningState(deps.db, c.req.valid('param').token, c.req.valid('query').language ?? 'en')),
      )
      /** The original document, for the signing page's PDF.js viewer (never the browser's); the first opening is recorded. */
      .get(
        '/:token/document',
        describeRoute({ tags: ['Signing'], summary: 'The document to sign' }),
        validate('param', ZTokenParam),
        async (c) => {
          const document = await readSigningDocument(deps.db, deps.files, c.req.valid('param').token, clientOf(c));
          return sendStoredFile(c, {
            ...document,
            fallbackBase: 'document',
            cacheControl: 'private, no-store',
          });
        },
      )
      .post(
        '/:token/consent',
        describeRoute({ tags: ['Signing'], summary: 'Accept electronic records and signatures', responses: done }),
        validate('param', ZTokenParam),
        validate('json', ZSigningConsentRequest),
        async (c) => {
          await consentToSign(deps.db, c.req.valid('param').token, clientOf(c), c.req.valid('json').language);
          return c.body(null, 204);
        },
      )
      /** Drawn (PNG) or typed; once per link. */
      .post(
        '/:token/sign',
        describeRoute({ tags: ['Signing'], summary: 'Sign', responses: done }),
        validate('param', ZTokenParam),
        validate('json', ZSignRequest),
        async (c) => {
          const outcome = await signWithToken(
            { db: deps.db, mailer: deps.mailer, settings: linkSettings },
            c.req.valid('param').token,
            clientOf(c),
            c.req.valid('json'),
          );
          if (outcome.complete) {
            // After the commit and off the response: sealing takes seconds. The daily signature-completion job retries a failure.
            completeSignatureRequest(deps, outcome, outcome.requestId).catch((error: unknown) =>
              deps.logger.error({ err: error, requestId: outcome.requestId }, 'signature completion failed'),
            );
          }
          return c.body(null, 204);
        },
      )
      /** The sealed PDF once everyone has signed, for a signer who signed. */
      .get(
        '/:token/signed-document',
        describeRoute({ tags: ['Signing'], summary: 'The signed, sealed document' }),
        validate('param', ZTokenParam),
        async (c) => {
          const document = await readSignedDocument(deps.db, deps.files, c.req.valid('param').token, clientOf(c));
          return sendStoredFile(c, { ...document, fallbackBase: 'signed', cacheControl: 'private, no-store' });
        },
      )
      .post(
        '/:token/decline',
        describeRoute({ tags: ['Signing'], summary: 'Decline to sign', responses: done }),
        validate('param', ZTokenParam),
        validate('json', ZDeclineSignatureRequest),
        async (c) => {
          await declineToSign(deps, c.req.valid('param').token, clientOf(c), c.req.valid('json'));
          return c.body(null, 204);
        },
      )
  );
}

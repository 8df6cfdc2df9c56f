import { MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { closeAfterAnswer } from './lingering-close.ts';

/** Room for the multipart boundaries and part headers around one file. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** The most one request may send, by the kind of route it reaches. */
const BODY_LIMIT_BYTES = {
  /** Sign-in, sign-up, password reset: a few short fields. */
  auth: 64 * 1024,
  json: 1024 * 1024,
  upload: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES,
} as const;

type RouteKind = keyof typeof BODY_LIMIT_BYTES;

/** Marks a route that takes one multipart file: only such routes accept multipart bodies and the upload cap. */
export const acceptsUpload: MiddlewareHandler = (_c, next) => next();

export function isUploadRoute(c: Context): boolean {
  return matchedRoutes(c).some((route) => route.handler === acceptsUpload);
}

function routeKindOf(c: Context): RouteKind {
  if (isUploadRoute(c)) return 'upload';
  return c.req.path.startsWith('/api/auth/') ? 'auth' : 'json';
}

/** Thrown into a route's body stream once the body passes its cap; answered as 413 whatever the route made of it. */
class BodyTooLargeError extends Error {}

function bodyTooLarge(kind: RouteKind): AppError {
  return new AppError(
    'payload_too_large',
    kind === 'upload' ? 'Files can be at most 10 MB' : 'The request body is too large',
  );
}

/**
 * The one cap on request bodies, in front of every route and before anything parses a body (better-auth, the
 * per-account sign-in limiter, the NUL check, validators). A declared Content-Length over the cap is refused before
 * a byte is read. Otherwise the body reaches the route through a counter that holds nothing: the stream fails as soon
 * as it passes the cap, so no parser ever holds more than the cap, and a route that answers without reading the body
 * (sign in first, wrong type) never reads it at all. Either way the connection then closes (`lingering-close.ts`).
 */
export function requestBodyLimit() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const kind = routeKindOf(c);
    const maxSize = BODY_LIMIT_BYTES[kind];
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding') && Number(declared) > maxSize) {
      throw bodyTooLarge(kind);
    }
    let size = 0;
    let overflowed = false;
    let readToEnd = false;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > maxSize) {
            overflowed = true;
            controller.error(new BodyTooLargeError());
          } else {
            controller.enqueue(chunk);
          }
        },
        flush() {
          readToEnd = true;
        },
      }),
    );
    c.req.raw = new Request(c.req.raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    if (overflowed) throw bodyTooLarge(kind);
    if (!readToEnd && declared !== '0') closeAfterAnswer(c);
  });
}

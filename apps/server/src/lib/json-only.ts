import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { isUploadRoute } from './request-body-limit.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutation bodies are JSON (multipart only on the routes marked `acceptsUpload`); any other type answers 415 before a route reads it, so no
 * route ever parses form encodings or text. Which origins may send a mutation at all is `same-origin-mutations.ts`.
 */
export function requireJsonMutations() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const contentType = c.req.header('content-type')?.toLowerCase();
    if (!METHODS_WITH_BODY.has(c.req.method) || contentType === undefined) return next();
    if (contentType.startsWith('application/json')) return next();
    if (contentType.startsWith('multipart/form-data') && isUploadRoute(c)) return next();
    throw new AppError('unsupported_media_type', 'Send the request body as application/json');
  });
}

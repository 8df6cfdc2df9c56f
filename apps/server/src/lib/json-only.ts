import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Mutations accept JSON only, so a cross-site HTML form (which can only send form encodings or text)
 * can never change state. Multipart uploads must come from our own origin.
 */
export function requireJsonMutations(baseUrl: string) {
  const ownOrigin = new URL(baseUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    const contentType = c.req.header('content-type')?.toLowerCase();
    if (!METHODS_WITH_BODY.has(c.req.method) || contentType === undefined) return next();
    if (contentType.startsWith('application/json')) return next();
    if (contentType.startsWith('multipart/form-data')) {
      const origin = c.req.header('origin');
      if (origin === ownOrigin || origin === new URL(c.req.url).origin) return next();
      throw new AppError('forbidden', 'Uploads must come from the application itself');
    }
    throw new AppError('unsupported_media_type', 'Send the request body as application/json');
  });
}

import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request must come from the app's own origin. SameSite=Lax cookies still ride along on a
 * request from a sibling subdomain or another port of the same host (same site, other origin), and a body-less
 * `no-cors` POST needs no JSON, so only the Origin header tells such a page apart. Browsers send Origin on every
 * POST, PUT, PATCH and DELETE; when it is missing we accept only a browser's own word that the request is
 * same-origin (`Sec-Fetch-Site`), so scripts without either header are refused too.
 */
export function requireSameOriginMutations(baseUrl: string) {
  const ownOrigin = new URL(baseUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const isSameOrigin = origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : origin === ownOrigin;
    if (!isSameOrigin) {
      throw new AppError('origin_not_allowed', `Changes are accepted only from ${ownOrigin}`);
    }
    return next();
  });
}

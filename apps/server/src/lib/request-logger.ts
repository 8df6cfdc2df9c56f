import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';

/**
 * Path segments that are secrets (share links, password reset links, calendar feed URLs, signing links): whoever reads the log must
 * not get them.
 */
const SECRET_PATH_SEGMENTS = [
  /^(\/api\/public\/portfolios\/)[^/]+/i,
  /^(\/portfolio\/)[^/]+/i,
  /^(\/api\/auth\/reset-password\/)[^/]+/i,
  /^(\/api\/calendar\/feed\/)[^/]+/i,
  /^(\/api\/sign\/)[^/]+/i,
];

function loggedPath(path: string): string {
  return SECRET_PATH_SEGMENTS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), path);
}

/**
 * One structured line per request, with the request id that 500 answers quote. The query string is never logged:
 * it carries tokens too (`?token=`, `callbackURL`).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.var.requestId });
    c.set('logger', child);
    await next();
    child.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}

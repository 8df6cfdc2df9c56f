import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.ts';

/**
 * Path segments that are secrets (share links, password reset links, calendar and short-term rental feed URLs,
 * signing links): whoever reads the log must not get them. One pattern, tested before replacing: most paths hold
 * none and cost nothing. `request-logger.test.ts` walks the router so a new token route cannot be left out.
 */
const SECRET_PATH_SEGMENT =
  /^(\/api\/public\/portfolios\/|\/portfolio\/|\/api\/auth\/reset-password\/|\/api\/calendar\/feed\/|\/api\/str\/feeds\/|\/api\/sign\/)[^/]+/i;

function loggedPath(path: string): string {
  return SECRET_PATH_SEGMENT.test(path) ? path.replace(SECRET_PATH_SEGMENT, '$1[redacted]') : path;
}

/**
 * One structured line per request, with the request id that 500 answers quote. The query string is never logged:
 * it carries tokens too (`?token=`, `callbackURL`).
 */
export function requestLogger(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const child = logger.child({ requestId: c.get('requestId') });
    c.set('logger', child);
    await next();
    if (!child.isLevelEnabled('info')) return;
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

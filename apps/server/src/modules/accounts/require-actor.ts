import type { Database } from '@rentwell/db/create-db';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../../auth/auth.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { findActor } from './accounts.service.ts';

/** Resolves the session cookie to `actor { userId, role, organizationId }`; 401 without one, 403 when deactivated. */
export function requireActor(deps: { auth: Auth; db: Database; config: { trustProxy: boolean } }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('unauthenticated', 'Sign in to continue');
    const found = await findActor(deps.db, session.user.id);
    if (!found) throw new AppError('forbidden', 'This account has no role yet');
    const { isDeactivated, ...actor } = found;
    if (isDeactivated) throw new AppError('account_deactivated', 'This account has been deactivated');
    c.set('actor', { ...actor, ipAddress: readClientIp(c, deps.config.trustProxy) ?? null });
    await next();
  });
}

import type { Database } from '@rentwell/db/create-db';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../auth/auth.ts';
import { findActor } from '../modules/accounts/accounts.service.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { readClientIp } from './client-ip.ts';
import { hasPermission, type Permission } from './permissions.ts';

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

/** 403 when the caller's role lacks the permission: they can see the resource exists, but may not do this. */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!hasPermission(c.var.actor.role, permission)) {
      throw new AppError('forbidden', 'Your role does not allow this');
    }
    await next();
  });
}

import type { Database } from '@rentwell/db/create-db';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { Auth } from '../../auth/auth.ts';
import type { CachedActor, SessionActorCache } from '../../auth/session-actor-cache.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { findActor } from './accounts.service.ts';

type ActorDeps = { auth: Auth; db: Database; sessionActors: SessionActorCache; config: { trustProxy: boolean } };

/** The session (better-auth: cookie signature, session and user rows) and the account's role, from the database. */
async function lookUpActor(deps: ActorDeps, headers: Headers, sessionCookie: string | undefined): Promise<CachedActor> {
  const generation = deps.sessionActors.generation();
  const session = await deps.auth.api.getSession({ headers });
  if (!session) throw new AppError('unauthenticated', 'Sign in to continue');
  const found = await findActor(deps.db, session.user.id);
  if (!found) throw new AppError('forbidden', 'This account has no role yet');
  const { isDeactivated, ...actor } = found;
  if (isDeactivated) throw new AppError('account_deactivated', 'This account has been deactivated');
  // A tenant without an organization gets one when a landlord leases to them: not stored, so that shows at once.
  if (sessionCookie && actor.organizationId) {
    deps.sessionActors.store(sessionCookie, { actor, sessionExpiresAt: session.session.expiresAt }, generation);
  }
  return actor;
}

/**
 * The caller's `{ userId, role, organizationId }` from their session cookie; throws 401 without a session, 403 when
 * deactivated. A session seen in the last few seconds is answered from memory, and parallel requests of a session
 * not remembered share one look-up (docs/decisions/012).
 */
export function createActorResolver(deps: ActorDeps) {
  const cookieName = deps.auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (c: Context<AppEnv>): Promise<CachedActor> => {
    const sessionCookie = getCookie(c, await cookieName);
    const headers = c.req.raw.headers;
    if (!sessionCookie) return lookUpActor(deps, headers, sessionCookie);
    return (
      deps.sessionActors.find(sessionCookie) ??
      deps.sessionActors.lookUpOnce(sessionCookie, () => lookUpActor(deps, headers, sessionCookie))
    );
  };
}

export type ActorResolver = ReturnType<typeof createActorResolver>;

/** Sets `actor` from the session cookie (`createActorResolver`), with the caller's IP address. */
export function requireActor(deps: ActorDeps) {
  const resolveActor = createActorResolver(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    const actor = await resolveActor(c);
    c.set('actor', { ...actor, ipAddress: readClientIp(c, deps.config.trustProxy) ?? null });
    await next();
  });
}

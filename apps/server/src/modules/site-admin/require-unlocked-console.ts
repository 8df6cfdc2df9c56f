import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../app-deps.ts';
import type { Auth } from '../../auth/auth.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ConsoleSession, isConsoleUnlocked } from './site-admin-lock.service.ts';

/** The session behind a console request (the actor middleware already answered 401 when there is none). */
export async function readConsoleSession(auth: Auth, headers: Headers): Promise<ConsoleSession> {
  const session = await auth.api.getSession({ headers });
  if (!session) throw new AppError('unauthenticated', 'Sign in to continue');
  return { sessionId: session.session.id, email: session.user.email };
}

/** 403 `site_admin_locked` until this session was unlocked with the site-admin key. */
export function requireUnlockedConsole(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await readConsoleSession(deps.auth, c.req.raw.headers);
    if (!(await isConsoleUnlocked(deps.db, session))) {
      throw new AppError('site_admin_locked', 'Unlock the console with your email and the site-admin key first');
    }
    await next();
  });
}

import { Hono } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { readClientIp } from '../lib/client-ip.ts';
import { limitSignInPerAccount } from './account-sign-in-limit.ts';
import { CLIENT_IP_HEADER } from './client-ip-header.ts';

/** better-auth's endpoints (sign-up, sign-in, sign-out, session, password reset, verification) under /api/auth. */
export function createAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/sign-in/email', limitSignInPerAccount(deps)).on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = readClientIp(c, deps.config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });
}

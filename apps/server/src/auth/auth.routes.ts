import { Hono } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';
import { readClientIp } from '../lib/client-ip.ts';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './client-ip-header.ts';

/** better-auth's endpoints (sign-up, sign-in, sign-out, session, password reset, verification) under /api/auth. */
export function createAuthRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = readClientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}

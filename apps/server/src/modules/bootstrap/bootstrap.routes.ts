import { ZBootstrapAdminRequest, ZBootstrapAdminResponse, ZBootstrapStatus } from '@rentwell/contracts/bootstrap';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readClientIp } from '../../lib/client-ip.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { bootstrapSiteAdmin, getBootstrapStatus } from './bootstrap.service.ts';

const ok = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** Public: the first site administrator, made with the bootstrap secret while none exists. */
export function createBootstrapRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      /** Whether the bootstrap form can be used: a secret is configured and no site administrator exists. */
      .get(
        '/status',
        describeRoute({ tags: ['Bootstrap'], summary: 'Is bootstrap open', responses: ok(ZBootstrapStatus) }),
        async (c) => c.json(await getBootstrapStatus(deps.db, deps.config.bootstrapSecret)),
      )
      /** Creates the first site administrator; attempts per address are limited (guessing the secret). */
      .post(
        '/',
        describeRoute({
          tags: ['Bootstrap'],
          summary: 'Create the first site administrator',
          responses: ok(ZBootstrapAdminResponse, 201),
        }),
        limitRequests(deps, {
          max: 5,
          windowSeconds: 900,
          key: (c) => `bootstrap:${readClientIp(c, deps.config.trustProxy) ?? 'unknown'}`,
          message: 'Too many attempts from your address. Wait a quarter of an hour before trying again.',
        }),
        validate('json', ZBootstrapAdminRequest),
        async (c) => {
          const ip = readClientIp(c, deps.config.trustProxy) ?? null;
          return c.json(
            await bootstrapSiteAdmin(deps.db, deps.auth, deps.config.bootstrapSecret, c.req.valid('json'), ip),
            201,
          );
        },
      )
  );
}

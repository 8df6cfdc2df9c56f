import { ZMeResponse } from '@rentwell/contracts/me';
import {
  ZChangeEmailRequest,
  ZChangeEmailResponse,
  ZProfile,
  ZUpdateProfileRequest,
} from '@rentwell/contracts/profile';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate } from '../../lib/validate.ts';
import { getMe, updateMyProfile } from './accounts.service.ts';
import { changeMyEmail } from './email-change.service.ts';
import { requireActor } from './require-actor.ts';

export function createAccountsRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps))
      /** The signed-in user with their role, organization and profile. */
      .get(
        '/',
        describeRoute({
          tags: ['Account'],
          summary: 'The signed-in user, role, organization and profile',
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: resolver(ZMeResponse) } } } },
        }),
        requirePermission('profile:read'),
        async (c) => c.json(await getMe(deps.db, c.var.actor)),
      )
      /** Saves name, phone, display scale, language, theme, currency, notification toggles or short-term mode. */
      .patch(
        '/profile',
        describeRoute({
          tags: ['Account'],
          summary: 'Update the signed-in user’s profile',
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: resolver(ZProfile) } } } },
        }),
        requirePermission('profile:update'),
        validate('json', ZUpdateProfileRequest),
        async (c) => c.json(await updateMyProfile(deps.db, c.var.actor, c.req.valid('json'))),
      )
      /** Changes the sign-in email; needs the current password (403 `invalid_password`), attempts are limited. */
      .post(
        '/email',
        describeRoute({
          tags: ['Account'],
          summary: 'Change the signed-in user’s email',
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: resolver(ZChangeEmailResponse) } } },
          },
        }),
        requirePermission('profile:update'),
        limitRequests(deps, {
          max: 5,
          windowSeconds: 900,
          key: (c) => `email-change:${c.var.actor.userId}`,
          message: 'Too many attempts. Wait a quarter of an hour before trying again.',
        }),
        validate('json', ZChangeEmailRequest),
        async (c) =>
          c.json(
            await changeMyEmail(deps.db, deps.auth, deps.mailer, c.var.actor, c.req.valid('json'), c.req.raw.headers),
          ),
      )
  );
}

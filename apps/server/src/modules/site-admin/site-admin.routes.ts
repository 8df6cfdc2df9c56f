import {
  ZDemoAccountsStatus,
  ZListOrganizationsQuery,
  ZListSiteUsersQuery,
  ZOrganizationList,
  ZSiteAdminLockStatus,
  ZSiteAdminUnlockRequest,
  ZSiteUser,
  ZSiteUserList,
  ZSystemHealth,
} from '@rentwell/contracts/site-admin';
import { ZUpdateUserRequest } from '@rentwell/contracts/users';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { limitRequests } from '../../lib/request-rate-limit.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { sendArchive } from '../backup/backup.routes.ts';
import { createBackupDownload } from '../backup/backup.service.ts';
import { getSystemHealth } from '../health/system-health.ts';
import { EVERY_ORGANIZATION } from '../users/user-scope.ts';
import { changeUserRole, deactivateUser, listAllUsers, reactivateUser } from '../users/users.service.ts';
import { getDemoAccountsStatus } from './demo-accounts.ts';
import { readConsoleSession, requireUnlockedConsole } from './require-unlocked-console.ts';
import { listOrganizations } from './site-admin.service.ts';
import { createSiteAdminInboxRoutes } from './site-admin-inbox.routes.ts';
import { getConsoleLockStatus, unlockConsole } from './site-admin-lock.service.ts';

const ok = (schema: Parameters<typeof resolver>[0]) => ({
  200: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/**
 * The site-administration console (role `site_admin`). Every route but `/lock` and `/unlock` also needs this
 * session unlocked with the site-admin key, and names that guard itself.
 */
export function createSiteAdminRoutes(deps: AppDeps) {
  const unlocked = requireUnlockedConsole(deps);
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('site-admin:console'))
      /** Whether this session is unlocked, until when, and whether the server has a key at all. */
      .get(
        '/lock',
        describeRoute({ tags: ['Site admin'], summary: 'Console lock status', responses: ok(ZSiteAdminLockStatus) }),
        async (c) =>
          c.json(
            await getConsoleLockStatus(
              deps.db,
              deps.config.siteAdminKey,
              await readConsoleSession(deps.auth, c.req.raw.headers),
            ),
          ),
      )
      /** The second factor: own email and `SITE_ADMIN_KEY` unlock this session for 12 hours. */
      .post(
        '/unlock',
        describeRoute({ tags: ['Site admin'], summary: 'Unlock the console', responses: ok(ZSiteAdminLockStatus) }),
        limitRequests(deps, {
          max: 5,
          windowSeconds: 900,
          key: (c) => `site-admin-unlock:${c.var.actor.userId}`,
          message: 'Too many unlock attempts. Wait a quarter of an hour before trying again.',
        }),
        validate('json', ZSiteAdminUnlockRequest),
        async (c) => {
          const session = await readConsoleSession(deps.auth, c.req.raw.headers);
          return c.json(
            await unlockConsole(deps.db, deps.config.siteAdminKey, c.var.actor, session, c.req.valid('json')),
          );
        },
      )
      /** Every organization with its user, property and unit counts. */
      .get(
        '/organizations',
        describeRoute({ tags: ['Site admin'], summary: 'List organizations', responses: ok(ZOrganizationList) }),
        unlocked,
        validate('query', ZListOrganizationsQuery),
        async (c) => c.json(await listOrganizations(deps.db, c.req.valid('query'))),
      )
      /** Every account of every organization (and those without one), with its organization. */
      .get(
        '/users',
        describeRoute({ tags: ['Site admin'], summary: 'List all users', responses: ok(ZSiteUserList) }),
        unlocked,
        validate('query', ZListSiteUsersQuery),
        async (c) => c.json(await listAllUsers(deps.db, c.req.valid('query'))),
      )
      /** How many demo accounts (published password) can still sign in, and whether this is production. */
      .get(
        '/demo-accounts',
        describeRoute({ tags: ['Site admin'], summary: 'Demo accounts status', responses: ok(ZDemoAccountsStatus) }),
        unlocked,
        async (c) => c.json(await getDemoAccountsStatus(deps.db, deps.config.nodeEnv)),
      )
      /** Changes an organization member's role, with the same last-admin rule as user management. */
      .patch(
        '/users/:userId',
        describeRoute({ tags: ['Site admin'], summary: 'Change any user’s role', responses: ok(ZSiteUser) }),
        unlocked,
        validateIdParams('userId'),
        validate('json', ZUpdateUserRequest),
        async (c) => {
          const { userId } = c.req.valid('param');
          const user = await changeUserRole(deps.db, c.var.actor, EVERY_ORGANIZATION, userId, c.req.valid('json').role);
          await deps.sessionActors.forgetUser(userId);
          return c.json(user);
        },
      )
      .post(
        '/users/:userId/deactivate',
        describeRoute({ tags: ['Site admin'], summary: 'Deactivate any user', responses: ok(ZSiteUser) }),
        unlocked,
        validateIdParams('userId'),
        async (c) => {
          const { userId } = c.req.valid('param');
          const user = await deactivateUser(deps.db, c.var.actor, EVERY_ORGANIZATION, userId);
          await deps.sessionActors.forgetUser(userId);
          return c.json(user);
        },
      )
      .post(
        '/users/:userId/reactivate',
        describeRoute({ tags: ['Site admin'], summary: 'Reactivate any user', responses: ok(ZSiteUser) }),
        unlocked,
        validateIdParams('userId'),
        async (c) =>
          c.json(await reactivateUser(deps.db, c.var.actor, EVERY_ORGANIZATION, c.req.valid('param').userId)),
      )
      /** Database kind and size, app and Node versions, uptime. */
      .get(
        '/system',
        describeRoute({ tags: ['Site admin'], summary: 'System health', responses: ok(ZSystemHealth) }),
        unlocked,
        async (c) => c.json(await getSystemHealth(deps.db, deps.handle.kind, deps.startedAt)),
      )
      /** One archive of the database and every stored file, as `npm run restore` reads it (audited). */
      .get(
        '/backup',
        describeRoute({
          tags: ['Site admin'],
          summary: 'Download a backup',
          responses: { 200: { description: 'A gzipped tar: manifest.json, the tables, the stored files' } },
        }),
        unlocked,
        async (c) =>
          sendArchive(c, () =>
            createBackupDownload(deps, {
              userId: c.var.actor.userId,
              ipAddress: c.var.actor.ipAddress,
              via: 'console',
            }),
          ),
      )
      .route('/', createSiteAdminInboxRoutes(deps, unlocked))
  );
}

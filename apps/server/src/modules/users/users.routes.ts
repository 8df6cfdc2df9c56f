import {
  ZCreateUserRequest,
  ZCreateUserResponse,
  ZListUsersQuery,
  ZManagedUser,
  ZUpdateUserRequest,
  ZUserList,
} from '@rentwell/contracts/users';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { requireOrganizationActor } from '../../lib/organization-scope.ts';
import { requirePermission } from '../../lib/require-permission.ts';
import { validate, validateIdParams } from '../../lib/validate.ts';
import { languageFromAcceptHeader } from '../../mail/auth-mail-texts.ts';
import { requireActor } from '../accounts/require-actor.ts';
import { spendInvitationMailBudget } from '../mail-budgets/mail-budgets.ts';
import {
  changeUserRole,
  createUser,
  deactivateUser,
  deleteUser,
  getUser,
  listOrganizationUsers,
  organizationScope,
  reactivateUser,
  toManagedUser,
} from './users.service.ts';

const ok = (schema: Parameters<typeof resolver>[0], status = 200) => ({
  [status]: { description: 'OK', content: { 'application/json': { schema: resolver(schema) } } },
});

/** User management: an organization's admin (the Landlord) manages the organization's accounts. */
export function createUsersRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(requireActor(deps), requirePermission('users:manage'), requireOrganizationActor())
      /** One page of the organization's users, filtered by role, status or a part of name or email. */
      .get(
        '/',
        describeRoute({ tags: ['Users'], summary: 'List the organization’s users', responses: ok(ZUserList) }),
        validate('query', ZListUsersQuery),
        async (c) => c.json(await listOrganizationUsers(deps.db, c.var.actor, c.req.valid('query'))),
      )
      /** Creates a user with a generated password (answered once) or a mailed set-password link. */
      .post(
        '/',
        describeRoute({ tags: ['Users'], summary: 'Create a user', responses: ok(ZCreateUserResponse, 201) }),
        validate('json', ZCreateUserRequest),
        async (c) => {
          const language = languageFromAcceptHeader(c.req.header('accept-language'));
          const input = c.req.valid('json');
          if (input.delivery === 'email_link') {
            await spendInvitationMailBudget(deps.db, deps.config.invitationMailBudget, c.var.actor.organizationId, 1);
          }
          return c.json(await createUser(deps.db, deps.auth, deps.mailer, c.var.actor, input, language), 201);
        },
      )
      .get(
        '/:userId',
        describeRoute({ tags: ['Users'], summary: 'Get a user', responses: ok(ZManagedUser) }),
        validateIdParams('userId'),
        async (c) => {
          const user = await getUser(deps.db, organizationScope(c.var.actor), c.req.valid('param').userId);
          return c.json(toManagedUser(user));
        },
      )
      /** Changes the user's role; the last active admin cannot be demoted (409 `last_admin`). */
      .patch(
        '/:userId',
        describeRoute({ tags: ['Users'], summary: 'Change a user’s role', responses: ok(ZManagedUser) }),
        validateIdParams('userId'),
        validate('json', ZUpdateUserRequest),
        async (c) => {
          const { actor } = c.var;
          const { userId } = c.req.valid('param');
          const user = await changeUserRole(deps.db, actor, organizationScope(actor), userId, c.req.valid('json').role);
          await deps.sessionActors.forgetUser(userId);
          return c.json(toManagedUser(user));
        },
      )
      /** Blocks sign-in and ends the user's sessions; their records stay. */
      .post(
        '/:userId/deactivate',
        describeRoute({ tags: ['Users'], summary: 'Deactivate a user', responses: ok(ZManagedUser) }),
        validateIdParams('userId'),
        async (c) => {
          const { actor } = c.var;
          const { userId } = c.req.valid('param');
          const user = await deactivateUser(deps.db, actor, organizationScope(actor), userId);
          await deps.sessionActors.forgetUser(userId);
          return c.json(toManagedUser(user));
        },
      )
      .post(
        '/:userId/reactivate',
        describeRoute({ tags: ['Users'], summary: 'Reactivate a user', responses: ok(ZManagedUser) }),
        validateIdParams('userId'),
        async (c) => {
          const { actor } = c.var;
          const user = await reactivateUser(deps.db, actor, organizationScope(actor), c.req.valid('param').userId);
          return c.json(toManagedUser(user));
        },
      )
      /** Removes the account's access and contact details; records keep the name (decision 005). */
      .delete(
        '/:userId',
        describeRoute({ tags: ['Users'], summary: 'Delete a user', responses: { 204: { description: 'Deleted' } } }),
        validateIdParams('userId'),
        async (c) => {
          const { actor } = c.var;
          const { userId } = c.req.valid('param');
          await deleteUser(deps.db, actor, organizationScope(actor), userId);
          await deps.sessionActors.forgetUser(userId);
          return c.body(null, 204);
        },
      )
  );
}

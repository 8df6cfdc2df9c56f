import { randomBytes } from 'node:crypto';
import type { TAuditAction } from '@rentwell/contracts/audit';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { TListSiteUsersQuery, TSiteUser, TSiteUserList } from '@rentwell/contracts/site-admin';
import type {
  TCreateUserRequest,
  TCreateUserResponse,
  TListUsersQuery,
  TManageableRole,
  TManagedUser,
  TUserList,
} from '@rentwell/contracts/users';
import type { Database } from '@rentwell/db/create-db';
import type { Auth } from '../../auth/auth.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { generatePassword } from '../../lib/generated-password.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { invitationMailText } from '../../mail/account-mail-texts.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { disableAndAnonymizeAccount, revokeAllSessions } from '../accounts/account-access.service.ts';
import { createMemberAccount } from '../accounts/accounts.service.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { createPasswordSetupLink, PASSWORD_SETUP_LINK_HOURS } from './password-setup-link.ts';
import { EVERY_ORGANIZATION, type UserScope } from './user-scope.ts';
import {
  countSiteAdmins,
  countUsers,
  findUser,
  listActiveSiteAdmins,
  listUsers,
  lockActiveAdminIds,
  type UserRow,
  updateDeactivation,
  updateUserRole,
} from './users.repo.ts';

/** An admin manages the accounts of their own organization. */
export function organizationScope(actor: OrganizationActor): UserScope {
  return { organizationId: actor.organizationId };
}

function toSiteUser(row: UserRow): TSiteUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.deactivatedAt ? 'deactivated' : 'active',
    mustChangePassword: row.mustChangePassword,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    organization:
      row.organizationId && row.organizationName ? { id: row.organizationId, name: row.organizationName } : null,
    isDemoAccount: row.isDemoAccount,
  };
}

/** The organization's view of an account: the organization goes without saying; the demo flag is the console's. */
export function toManagedUser({
  organization: _organization,
  isDemoAccount: _isDemoAccount,
  ...user
}: TSiteUser): TManagedUser {
  return user;
}

async function requireUser(db: Database, scope: UserScope, userId: string): Promise<UserRow> {
  const row = await findUser(db, { ...scope, userId });
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}

/** 409 when the change would leave the target's organization without an active admin (rows locked meanwhile). */
async function keepAnActiveAdmin(tx: Database, target: UserRow): Promise<void> {
  if (target.role !== 'admin' || !target.organizationId) return;
  const adminIds = await lockActiveAdminIds(tx, { organizationId: target.organizationId });
  if (adminIds.length === 1 && adminIds[0] === target.id) {
    throw new AppError('last_admin', 'The organization needs an active admin: make someone else admin first');
  }
}

function refuseSelf(actor: Actor, target: UserRow, message: string): void {
  if (target.id === actor.userId) throw new AppError('cannot_modify_self', message);
}

function auditUserChange(
  tx: Database,
  actor: Actor,
  target: UserRow,
  action: TAuditAction,
  details?: Record<string, unknown>,
): Promise<void> {
  return writeAuditEvent(tx, {
    organizationId: target.organizationId,
    actorUserId: actor.userId,
    action,
    entityType: 'user',
    entityId: target.id,
    ...(details ? { details } : {}),
    ipAddress: actor.ipAddress,
  });
}

export async function listOrganizationUsers(
  db: Database,
  actor: OrganizationActor,
  query: TListUsersQuery,
): Promise<TUserList> {
  const scope = organizationScope(actor);
  const [rows, total] = await Promise.all([listUsers(db, scope, query), countUsers(db, scope, query)]);
  return {
    items: rows.map((row) => toManagedUser(toSiteUser(row))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Every organization's accounts, for the site administrator. */
export async function listAllUsers(db: Database, query: TListSiteUsersQuery): Promise<TSiteUserList> {
  const [rows, total] = await Promise.all([
    listUsers(db, EVERY_ORGANIZATION, query),
    countUsers(db, EVERY_ORGANIZATION, query),
  ]);
  return { items: rows.map(toSiteUser), total, page: query.page, pageSize: query.pageSize };
}

export async function getUser(db: Database, scope: UserScope, userId: string): Promise<TSiteUser> {
  return toSiteUser(await requireUser(db, scope, userId));
}

async function mailPasswordSetupLink(auth: Auth, mailer: Mailer, user: UserRow, language: TLanguage): Promise<void> {
  const url = await createPasswordSetupLink(auth, user.id);
  const mail = invitationMailText(language, {
    name: user.name,
    organizationName: user.organizationName ?? 'Rentwell',
    url,
    validForHours: PASSWORD_SETUP_LINK_HOURS,
  });
  await mailer.send({ to: user.email, ...mail, purpose: 'account_invitation' });
}

/**
 * Creates an account in the admin's organization. With `generated_password` the password is answered once and
 * must be changed at first sign-in; with `email_link` nobody knows the initial password and the user chooses one
 * through the mailed link.
 */
export async function createUser(
  db: Database,
  auth: Auth,
  mailer: Mailer,
  actor: OrganizationActor,
  input: TCreateUserRequest,
  fallbackLanguage: TLanguage,
): Promise<TCreateUserResponse> {
  const { organizationId } = actor;
  const language = input.language ?? fallbackLanguage;
  const isGenerated = input.delivery === 'generated_password';
  const password = isGenerated ? generatePassword() : randomBytes(32).toString('base64url');
  const passwordHash = await (await auth.$context).password.hash(password);
  const created = await db.transaction(async (tx) => {
    const userId = await createMemberAccount(tx, {
      email: input.email,
      fullName: input.name,
      phone: input.phone || null,
      role: input.role,
      organizationId,
      passwordHash,
      language,
      mustChangePassword: isGenerated,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('email_in_use', 'An account with this email already exists');
      throw error;
    });
    const row = await requireUser(tx, { organizationId }, userId);
    await auditUserChange(tx, actor, row, 'user.created', {
      name: input.name,
      role: input.role,
      delivery: input.delivery,
    });
    return row;
  });
  if (!isGenerated) await mailPasswordSetupLink(auth, mailer, created, language);
  return {
    user: toManagedUser(toSiteUser(created)),
    delivery: input.delivery,
    generatedPassword: isGenerated ? password : null,
  };
}

export async function changeUserRole(
  db: Database,
  actor: Actor,
  scope: UserScope,
  userId: string,
  role: TManageableRole,
): Promise<TSiteUser> {
  return db.transaction(async (tx) => {
    const target = await requireUser(tx, scope, userId);
    if (target.role === role) return toSiteUser(target);
    if (!target.organizationId) {
      throw new AppError('role_requires_organization', 'Only members of an organization can be given another role');
    }
    await keepAnActiveAdmin(tx, target);
    if (!(await updateUserRole(tx, { ...scope, userId }, role)))
      return toSiteUser(await requireUser(tx, scope, userId));
    await auditUserChange(tx, actor, target, 'user.role_changed', { from: target.role, to: role });
    return toSiteUser({ ...target, role });
  });
}

/** The user keeps their records but cannot sign in; their sessions end at once. */
export async function deactivateUser(db: Database, actor: Actor, scope: UserScope, userId: string) {
  return db.transaction(async (tx) => {
    const target = await requireUser(tx, scope, userId);
    refuseSelf(actor, target, 'You cannot deactivate your own account');
    if (target.deactivatedAt) return toSiteUser(target);
    await keepAnActiveAdmin(tx, target);
    const deactivatedAt = new Date();
    if (!(await updateDeactivation(tx, { ...scope, userId }, deactivatedAt))) {
      return toSiteUser(await requireUser(tx, scope, userId));
    }
    await revokeAllSessions(tx, userId);
    await auditUserChange(tx, actor, target, 'user.deactivated');
    return toSiteUser({ ...target, deactivatedAt });
  });
}

export async function reactivateUser(db: Database, actor: Actor, scope: UserScope, userId: string) {
  return db.transaction(async (tx) => {
    const target = await requireUser(tx, scope, userId);
    if (!target.deactivatedAt) return toSiteUser(target);
    if (!(await updateDeactivation(tx, { ...scope, userId }, null))) {
      return toSiteUser(await requireUser(tx, scope, userId));
    }
    await auditUserChange(tx, actor, target, 'user.reactivated');
    return toSiteUser({ ...target, deactivatedAt: null });
  });
}

/**
 * Deletes an account without deleting its history: the `user` row stays (payments, leases and the audit log keep
 * pointing at a name) but can never sign in again, and its email address is free for a new account.
 */
export async function deleteUser(db: Database, actor: Actor, scope: UserScope, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await requireUser(tx, scope, userId);
    refuseSelf(actor, target, 'You cannot delete your own account');
    await keepAnActiveAdmin(tx, target);
    if (!target.deactivatedAt) await updateDeactivation(tx, { ...scope, userId }, new Date());
    await disableAndAnonymizeAccount(tx, userId);
    await auditUserChange(tx, actor, target, 'user.deleted', { name: target.name, role: target.role });
  });
}

/** Whether the first site administrator was made (bootstrap is then closed for good). */
export async function hasSiteAdmin(db: Database): Promise<boolean> {
  return (await countSiteAdmins(db)) > 0;
}

/** Where contact-form messages go: every active site administrator, in their own language. */
export async function listSiteAdminRecipients(db: Database): Promise<{ email: string; language: TLanguage }[]> {
  return listActiveSiteAdmins(db);
}

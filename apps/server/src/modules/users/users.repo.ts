import type { TRole } from '@rentwell/contracts/roles';
import type { TUserStatus } from '@rentwell/contracts/users';
import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { organizations, userRoles } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { and, asc, count, eq, ilike, isNotNull, isNull, ne, not, or, type SQL } from 'drizzle-orm';
import { isDeletedUser } from '../accounts/deleted-account.ts';
import type { UserScope } from './user-scope.ts';

type UserIdScope = UserScope & { userId: string };

export type UserFilters = {
  role?: TRole | undefined;
  status?: TUserStatus | undefined;
  search?: string | undefined;
  organizationId?: string | undefined;
};

function organizationCondition(scope: UserScope): SQL | undefined {
  return 'organizationId' in scope ? eq(userRoles.organizationId, scope.organizationId) : undefined;
}

/** Deleted accounts are never matched: they exist only so records stay attributed. */
function inScope(scope: UserScope): SQL | undefined {
  return and(not(isDeletedUser), organizationCondition(scope));
}

function listFilters(scope: UserScope, filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (filters.role) conditions.push(eq(userRoles.role, filters.role));
  if (filters.status === 'active') conditions.push(isNull(userRoles.deactivatedAt));
  if (filters.status === 'deactivated') conditions.push(isNotNull(userRoles.deactivatedAt));
  if (filters.organizationId) conditions.push(eq(userRoles.organizationId, filters.organizationId));
  if (filters.search) {
    const pattern = `%${filters.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(or(ilike(user.name, pattern), ilike(user.email, pattern)));
  }
  return and(...conditions);
}

const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: profiles.phone,
  role: userRoles.role,
  deactivatedAt: userRoles.deactivatedAt,
  mustChangePassword: profiles.mustChangePassword,
  isDemoAccount: profiles.isDemoAccount,
  lastSignInAt: profiles.lastSignInAt,
  createdAt: user.createdAt,
  organizationId: userRoles.organizationId,
  organizationName: organizations.name,
};

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .leftJoin(organizations, eq(organizations.id, userRoles.organizationId));
}

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function listUsers(
  db: Database,
  scope: UserScope,
  query: UserFilters & { page: number; pageSize: number },
) {
  return selectUsers(db)
    .where(listFilters(scope, query))
    .orderBy(asc(user.name), asc(user.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countUsers(db: Database, scope: UserScope, filters: UserFilters): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(listFilters(scope, filters));
  return row?.count ?? 0;
}

export async function findUser(db: Database, scope: UserIdScope) {
  const [row] = await selectUsers(db).where(and(inScope(scope), eq(userRoles.userId, scope.userId)));
  return row ?? null;
}

/** Changes the role only if it differs, in one statement: of requests sent at once exactly one changes it. */
export async function updateUserRole(db: Database, scope: UserIdScope, role: TRole): Promise<boolean> {
  const changed = await db
    .update(userRoles)
    .set({ role })
    .where(and(eq(userRoles.userId, scope.userId), organizationCondition(scope), ne(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return changed.length > 0;
}

/**
 * Deactivates (or reactivates) only an account that is not so already, in one statement: of requests sent at once
 * exactly one changes it. False when nothing changed.
 */
export async function updateDeactivation(
  db: Database,
  scope: UserIdScope,
  deactivatedAt: Date | null,
): Promise<boolean> {
  const changed = await db
    .update(userRoles)
    .set({ deactivatedAt })
    .where(
      and(
        eq(userRoles.userId, scope.userId),
        organizationCondition(scope),
        deactivatedAt ? isNull(userRoles.deactivatedAt) : isNotNull(userRoles.deactivatedAt),
      ),
    )
    .returning({ userId: userRoles.userId });
  return changed.length > 0;
}

/**
 * The organization's active admins, row-locked until the transaction ends: two admins demoting each other at
 * once take turns, and the second sees that only one admin is left.
 */
export async function lockActiveAdminIds(db: Database, scope: { organizationId: string }): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.organizationId, scope.organizationId),
        eq(userRoles.role, 'admin'),
        isNull(userRoles.deactivatedAt),
      ),
    )
    .for('update');
  return rows.map((row) => row.userId);
}

/** Active site administrators, who receive the contact form's messages. */
export async function listActiveSiteAdmins(db: Database) {
  return db
    .select({ email: user.email, language: profiles.preferredLanguage })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'site_admin'), isNull(userRoles.deactivatedAt), not(isDeletedUser)));
}

export async function countSiteAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ count: count() }).from(userRoles).where(eq(userRoles.role, 'site_admin'));
  return row?.count ?? 0;
}

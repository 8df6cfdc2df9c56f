import type { Database } from '@rentwell/db/create-db';
import { account, session, user, verification } from '@rentwell/db/schema/auth';
import { userRoles } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { and, eq, like } from 'drizzle-orm';

type UserScope = { userId: string };

export async function findDeactivation(db: Database, scope: UserScope) {
  const [row] = await db
    .select({ deactivatedAt: userRoles.deactivatedAt })
    .from(userRoles)
    .where(eq(userRoles.userId, scope.userId));
  return row ?? null;
}

export async function updateSignInState(
  db: Database,
  scope: UserScope,
  patch: Partial<Pick<typeof profiles.$inferInsert, 'lastSignInAt' | 'mustChangePassword'>>,
): Promise<void> {
  await db.update(profiles).set(patch).where(eq(profiles.id, scope.userId));
}

export async function findCredentialPasswordHash(db: Database, scope: UserScope): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, scope.userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

export async function updateUserEmail(db: Database, scope: UserScope, email: string): Promise<void> {
  await db.update(user).set({ email, emailVerified: false, updatedAt: new Date() }).where(eq(user.id, scope.userId));
}

export async function deleteSessions(db: Database, scope: UserScope): Promise<void> {
  await db.delete(session).where(eq(session.userId, scope.userId));
}

/** Credentials and pending password-reset links: nothing is left to sign in with. */
export async function deleteSignInMeans(db: Database, scope: UserScope): Promise<void> {
  await db.delete(account).where(eq(account.userId, scope.userId));
  await db
    .delete(verification)
    .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, scope.userId)));
}

/** Keeps the name (records stay attributed) and drops what reaches the person: email address and phone. */
export async function anonymizeUser(db: Database, scope: UserScope, placeholderEmail: string): Promise<void> {
  await db
    .update(user)
    .set({ email: placeholderEmail, emailVerified: false, image: null, updatedAt: new Date() })
    .where(eq(user.id, scope.userId));
  await db.update(profiles).set({ phone: null, updatedAt: new Date() }).where(eq(profiles.id, scope.userId));
}

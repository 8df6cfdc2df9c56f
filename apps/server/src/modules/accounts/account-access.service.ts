import type { Database } from '@rentwell/db/create-db';
import {
  anonymizeUser,
  deleteSessions,
  deleteSignInMeans,
  findCredentialPasswordHash,
  findDeactivation,
  updateSignInState,
} from './account-access.repo.ts';
import { deletedAccountEmail } from './deleted-account.ts';

/* Sign-in state of an account: sessions, credentials, deactivation. Callers check the account is theirs to touch. */

export async function isAccountDeactivated(db: Database, userId: string): Promise<boolean> {
  const row = await findDeactivation(db, { userId });
  return Boolean(row?.deactivatedAt);
}

export async function recordSignIn(db: Database, userId: string): Promise<void> {
  await updateSignInState(db, { userId }, { lastSignInAt: new Date() });
}

/** The user chose their own password (changed or reset it): stop asking them to. */
export async function clearMustChangePassword(db: Database, userId: string): Promise<void> {
  await updateSignInState(db, { userId }, { mustChangePassword: false });
}

export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await deleteSessions(db, { userId });
}

export async function readPasswordHash(db: Database, userId: string): Promise<string | null> {
  return findCredentialPasswordHash(db, { userId });
}

/**
 * Deleting an account: sessions, credentials and reset links go, the email and phone are cleared, the name stays
 * so payments, leases and the audit log still say who did what. Run it in the caller's transaction, beside
 * setting `user_roles.deactivated_at`.
 */
export async function disableAndAnonymizeAccount(db: Database, userId: string): Promise<void> {
  await deleteSessions(db, { userId });
  await deleteSignInMeans(db, { userId });
  await anonymizeUser(db, { userId }, deletedAccountEmail(userId));
}

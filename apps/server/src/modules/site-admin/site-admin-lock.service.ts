import type { TAuditAction } from '@rentwell/contracts/audit';
import {
  SITE_ADMIN_UNLOCK_HOURS,
  type TSiteAdminLockStatus,
  type TSiteAdminUnlockRequest,
} from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { secretsMatch } from '../../lib/secret-compare.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { findUnlockExpiry, insertUnlock } from './site-admin-lock.repo.ts';

/** The session a console request comes from: the unlock belongs to it, and the email must be its user's. */
export type ConsoleSession = { sessionId: string; email: string };

export async function isConsoleUnlocked(db: Database, session: ConsoleSession): Promise<boolean> {
  return (await findUnlockExpiry(db, session)) !== null;
}

export async function getConsoleLockStatus(
  db: Database,
  siteAdminKey: string | undefined,
  session: ConsoleSession,
): Promise<TSiteAdminLockStatus> {
  const unlockedUntil = await findUnlockExpiry(db, session);
  return {
    isUnlocked: unlockedUntil !== null,
    unlockedUntil: unlockedUntil?.toISOString() ?? null,
    isKeyConfigured: Boolean(siteAdminKey),
  };
}

function auditUnlock(db: Database, actor: Actor, action: TAuditAction): Promise<void> {
  return writeAuditEvent(db, {
    organizationId: null,
    actorUserId: actor.userId,
    action,
    entityType: 'site_admin_console',
    entityId: null,
    ipAddress: actor.ipAddress,
  });
}

/**
 * The console's second factor: the signed-in site administrator's own email and `SITE_ADMIN_KEY` (compared in
 * constant time) unlock this session for 12 hours. Failures are audited; the route limits attempts.
 */
export async function unlockConsole(
  db: Database,
  siteAdminKey: string | undefined,
  actor: Actor,
  session: ConsoleSession,
  input: TSiteAdminUnlockRequest,
): Promise<TSiteAdminLockStatus> {
  const key = siteAdminKey;
  if (!key) {
    throw new AppError(
      'site_admin_key_not_configured',
      'The console cannot be unlocked: SITE_ADMIN_KEY is not set on the server',
    );
  }
  const isKeyRight = secretsMatch(input.secretKey, key);
  if (!isKeyRight || input.email.toLowerCase() !== session.email.toLowerCase()) {
    await auditUnlock(db, actor, 'site_admin.unlock_failed');
    throw new AppError('site_admin_unlock_failed', 'The email or the secret key is not right');
  }
  const unlockedUntil = new Date(Date.now() + SITE_ADMIN_UNLOCK_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await insertUnlock(tx, session, unlockedUntil);
    await auditUnlock(tx, actor, 'site_admin.unlocked');
  });
  return { isUnlocked: true, unlockedUntil: unlockedUntil.toISOString(), isKeyConfigured: true };
}

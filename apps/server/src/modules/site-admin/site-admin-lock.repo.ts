import type { Database } from '@rentwell/db/create-db';
import { verification } from '@rentwell/db/schema/auth';
import { and, desc, eq, gt, like, lt } from 'drizzle-orm';

const UNLOCK_PREFIX = 'site-admin-unlock:';

/**
 * An unlocked console is a `verification` row `site-admin-unlock:<sessionId>` with an expiry: it lives in the
 * database, so every server instance sees it, and it is tied to one session, so signing out (or having the
 * session revoked) locks the console again. Expired marks are swept on the next unlock.
 */
export async function insertUnlock(db: Database, scope: { sessionId: string }, expiresAt: Date): Promise<void> {
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${UNLOCK_PREFIX}%`), lt(verification.expiresAt, new Date())));
  await db
    .insert(verification)
    .values({ identifier: `${UNLOCK_PREFIX}${scope.sessionId}`, value: scope.sessionId, expiresAt });
}

export async function findUnlockExpiry(db: Database, scope: { sessionId: string }): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: verification.expiresAt })
    .from(verification)
    .where(
      and(eq(verification.identifier, `${UNLOCK_PREFIX}${scope.sessionId}`), gt(verification.expiresAt, new Date())),
    )
    .orderBy(desc(verification.expiresAt))
    .limit(1);
  return row?.expiresAt ?? null;
}

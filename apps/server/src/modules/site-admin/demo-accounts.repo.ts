import type { Database } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { userRoles } from '@rentwell/db/schema/organizations';
import { profiles } from '@rentwell/db/schema/profiles';
import { and, count, eq, isNull, not } from 'drizzle-orm';
import { isDeletedUser } from '../accounts/deleted-account.ts';

/** Demo accounts neither deactivated nor deleted: anyone knowing the published password can sign in to them. */
export async function countActiveDemoAccounts(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .innerJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(and(eq(profiles.isDemoAccount, true), isNull(userRoles.deactivatedAt), not(isDeletedUser)));
  return row?.count ?? 0;
}

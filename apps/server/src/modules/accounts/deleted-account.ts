import { user } from '@rentwell/db/schema/auth';
import { sql } from 'drizzle-orm';

/** `.invalid` is reserved (RFC 2606): no mail ever reaches it and nobody can own an address there. */
const DELETED_PREFIX = 'deleted+';
const DELETED_DOMAIN = '@deleted.invalid';

/**
 * A deleted account keeps its `user` row so every record stays attributed to a name; its email becomes this
 * placeholder, unique per user, which frees the real address for a new account.
 */
export function deletedAccountEmail(userId: string): string {
  return `${DELETED_PREFIX}${userId}${DELETED_DOMAIN}`;
}

/** True for a `user` row anonymized by deletion (its email is exactly its own placeholder). */
export const isDeletedUser = sql<boolean>`(${user.email} = ${DELETED_PREFIX} || ${user.id}::text || ${DELETED_DOMAIN})`;

import { ZPersonName } from '@rentwell/contracts/person-name';
import type { Database } from '@rentwell/db/create-db';
import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { updateProfile, updateUserName } from '../modules/accounts/accounts.repo.ts';

export const UPDATE_USER_PATH = '/update-user';

/** The name only: the app has no use for better-auth's `image`, so nothing unchecked is stored through it. */
const ZUpdateUserRequest = z.strictObject({ name: ZPersonName.optional() });

/** Before better-auth's update-user: the profile's own rules, refused in better-auth's error shape (decision 003). */
export function checkUpdateUserRequest(body: unknown): void {
  const parsed = ZUpdateUserRequest.safeParse(body);
  if (!parsed.success) {
    throw new APIError('UNPROCESSABLE_ENTITY', {
      code: 'INVALID_PROFILE',
      message: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    });
  }
}

/**
 * After it: the name stored trimmed, as the profile route stores it, and the profile's full name kept the same as
 * the account's (PATCH /api/me writes both too).
 */
export async function syncUpdatedName(db: Database, userId: string | undefined, body: unknown): Promise<void> {
  const name = ZUpdateUserRequest.safeParse(body).data?.name;
  if (!userId || !name) return;
  await db.transaction(async (tx) => {
    await updateUserName(tx, { userId }, name);
    await updateProfile(tx, { userId }, { fullName: name });
  });
}

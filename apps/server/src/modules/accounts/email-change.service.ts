import type { TChangeEmailRequest, TChangeEmailResponse } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import type { Auth } from '../../auth/auth.ts';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { emailChangedMailText } from '../../mail/account-mail-texts.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { updateUserEmail } from './account-access.repo.ts';
import { readPasswordHash } from './account-access.service.ts';
import { getMe } from './accounts.service.ts';

async function isCurrentPassword(db: Database, auth: Auth, userId: string, password: string): Promise<boolean> {
  const hash = await readPasswordHash(db, userId);
  if (!hash) return false;
  return (await auth.$context).password.verify({ hash, password });
}

/**
 * Changes the sign-in email after checking the current password (a borrowed session alone cannot take the
 * account over). The old address is told; the new one gets a verification mail and counts as unverified.
 */
export async function changeMyEmail(
  db: Database,
  auth: Auth,
  mailer: Mailer,
  actor: Actor,
  input: TChangeEmailRequest,
  headers: Headers,
): Promise<TChangeEmailResponse> {
  if (!(await isCurrentPassword(db, auth, actor.userId, input.currentPassword))) {
    throw new AppError('invalid_password', 'The current password is not right');
  }
  const me = await getMe(db, actor);
  const newEmail = input.newEmail.toLowerCase();
  if (newEmail === me.user.email) return { email: me.user.email, emailVerified: me.user.emailVerified };
  await db.transaction(async (tx) => {
    await updateUserEmail(tx, { userId: actor.userId }, newEmail).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw new AppError('email_in_use', 'An account with this email already exists');
      throw error;
    });
    await writeAuditEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'user.email_changed',
      entityType: 'user',
      entityId: actor.userId,
      ipAddress: actor.ipAddress,
    });
  });
  const notice = emailChangedMailText(me.profile.preferredLanguage, { name: me.user.name, newEmail });
  await mailer.send({ to: me.user.email, ...notice, purpose: 'email_changed' });
  await auth.api.sendVerificationEmail({ body: { email: newEmail }, headers });
  return { email: newEmail, emailVerified: false };
}

import { randomBytes } from 'node:crypto';
import type { Auth } from '../../auth/auth.ts';

/** An invitee may open the mail days later; a forgotten-password link lasts one hour. */
export const PASSWORD_SETUP_LINK_HOURS = 72;

/**
 * A link to choose a password, made of better-auth's own reset token (`reset-password:<token>` in
 * `verification`), so better-auth's reset flow takes it from there: the link opens the web's reset form
 * (`/auth?mode=reset&token=…`), which posts to `/api/auth/reset-password`.
 */
export async function createPasswordSetupLink(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const token = randomBytes(32).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + PASSWORD_SETUP_LINK_HOURS * 3_600_000),
  });
  return `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent('/auth?mode=reset')}`;
}

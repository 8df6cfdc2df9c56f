import type { Database } from '@rentwell/db/create-db';
import { organizations } from '@rentwell/db/schema/organizations';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit, type RateLimit } from '../../lib/request-rate-limit.ts';

/** How many invitation mails (signing invitations, account invitations) one organization may send. */
export type InvitationMailBudget = { perHour: number; perDay: number };

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/** An organization younger than a day gets this share of the budget: sign-ups made to send mail get little. */
const NEW_ORGANIZATION_SHARE = 5;
/** New links one signer may be sent a day, whatever the organization's budget. */
const SIGNER_RESENDS_PER_DAY = 3;
/** "Someone tried to sign up with your address" mails one account may get a day. */
const SIGN_UP_ATTEMPT_NOTICES_PER_DAY = 3;

function windowsFor(budget: InvitationMailBudget, isNew: boolean): { key: string; limit: RateLimit }[] {
  const share = (max: number) => (isNew ? Math.max(1, Math.ceil(max / NEW_ORGANIZATION_SHARE)) : max);
  return [
    { key: 'hour', limit: { max: share(budget.perHour), windowSeconds: HOUR_SECONDS } },
    { key: 'day', limit: { max: share(budget.perDay), windowSeconds: DAY_SECONDS } },
  ];
}

/**
 * Counts `count` invitation mails against the organization's hourly and daily budgets before they are queued;
 * refuses with 429 `mail_budget_exceeded` (and notes the time for the site admin) once one is used up.
 */
export async function spendInvitationMailBudget(
  db: Database,
  budget: InvitationMailBudget,
  organizationId: string,
  count: number,
): Promise<void> {
  if (count === 0) return;
  const [organization] = await db
    .select({ createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const isNew = organization !== undefined && Date.now() - organization.createdAt.getTime() < DAY_SECONDS * 1000;
  for (const { key, limit } of windowsFor(budget, isNew)) {
    for (let mail = 0; mail < count; mail++) {
      const spent = await consumeRateLimit(db, `invitation-mail:${key}:${organizationId}`, limit);
      if (!spent.isAllowed) {
        await db.update(organizations).set({ mailBudgetHitAt: sql`now()` }).where(eq(organizations.id, organizationId));
        throw new AppError(
          'mail_budget_exceeded',
          key === 'hour'
            ? 'Your organization has sent as many invitations as it may this hour. Try again later.'
            : 'Your organization has sent as many invitations as it may today. Try again tomorrow.',
        );
      }
    }
  }
}

/** Counts one new link for a signer; the fourth in a day is refused with 429 `signer_resend_limit`. */
export async function spendSignerResend(db: Database, signerId: string): Promise<void> {
  const spent = await consumeRateLimit(db, `signer-resend:${signerId}`, {
    max: SIGNER_RESENDS_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });
  if (!spent.isAllowed) {
    throw new AppError(
      'signer_resend_limit',
      'This signer was sent a new link several times today. Try again tomorrow.',
    );
  }
}

/**
 * Counts one "someone tried to sign up with your address" mail for an account; false once it had its day's share.
 * Never refuses with an error: the sign-up that triggers it answers the same either way (decision 041).
 */
export async function spendSignUpAttemptNotice(db: Database, userId: string): Promise<boolean> {
  const spent = await consumeRateLimit(db, `sign-up-attempt-notice:${userId}`, {
    max: SIGN_UP_ATTEMPT_NOTICES_PER_DAY,
    windowSeconds: DAY_SECONDS,
  });
  return spent.isAllowed;
}

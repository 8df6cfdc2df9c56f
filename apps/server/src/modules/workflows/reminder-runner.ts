import type { DatabaseHandle } from '@rentwell/db/create-db';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { nextAttemptAfterFailure } from '../../mail/delivery-schedule.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { createRecipientFinder, reminderNotification } from './reminder-messages.ts';
import {
  claimDelivery,
  findOccurrences,
  listActiveRules,
  markDeliveryFailed,
  markDeliverySent,
} from './workflows.repo.ts';

/**
 * How far back a run looks for reminders that fell due. After a downtime shorter than this, what fell due is sent
 * once at the next run; an occurrence older than this (or whose charge, lease or request is no longer relevant) is
 * not sent late. Failed deliveries are retried within it, with the mail outbox's backoff (about 22 hours in all).
 */
export const REMINDER_CATCH_UP_MS = 2 * 24 * 60 * 60 * 1000;
/** A claimed delivery is retried this long after its claim if the instance died before finishing it. */
const CLAIM_HOLD_MS = 5 * 60 * 1000;
/** Any fixed number: every instance takes the same advisory lock. */
export const REMINDER_LOCK_ID = 715_015;

type RunDeps = { handle: DatabaseHandle; notifier: Notifier; logger: Logger };
export type ReminderRunResult = { led: boolean; sent: number; failed: number };

/**
 * Sends every reminder due at `now` (and not older than the catch-up window) as in-app notifications and mails, once:
 * each delivery row is inserted before it is delivered, and the unique (rule, target, occurrence, recipient) key
 * turns a rerun or a second instance into a no-op. On PostgreSQL one instance leads through a transaction-level
 * `pg_try_advisory_xact_lock`; the others skip the run. PGlite is one process: it just runs.
 */
export async function runReminders(deps: RunDeps, now: Date): Promise<ReminderRunResult> {
  const { handle } = deps;
  if (handle.kind === 'pglite') return { led: true, ...(await sendDueReminders(deps, now)) };
  return handle.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK_ID}) as locked`);
    const lock = (result as unknown as { rows: { locked: boolean }[] }).rows[0];
    if (lock?.locked !== true) return { led: false, sent: 0, failed: 0 };
    return { led: true, ...(await sendDueReminders(deps, now)) };
  });
}

async function sendDueReminders({ handle, notifier, logger }: RunDeps, now: Date) {
  const { db } = handle;
  const from = new Date(
    Math.max(now.getTime() - REMINDER_CATCH_UP_MS, Date.parse(`${addDays(todayIn('UTC', now), -400)}T00:00:00Z`)),
  );
  const recipientsOf = createRecipientFinder(db);
  let sent = 0;
  let failed = 0;
  for (const rule of await listActiveRules(db)) {
    const occurrences = await findOccurrences(db, rule, {
      from,
      to: now,
      timeZone: rule.timeZone,
      today: todayIn(rule.timeZone, now),
      exclude: 'other_occurrences',
    });
    for (const occurrence of occurrences) {
      for (const recipientUserId of await recipientsOf(rule, occurrence)) {
        const claim = await claimDelivery(
          db,
          {
            organizationId: rule.organizationId,
            ruleId: rule.id,
            targetId: occurrence.targetId,
            occurrenceAt: occurrence.occurrenceAt,
            recipientUserId,
          },
          now,
          new Date(now.getTime() + CLAIM_HOLD_MS),
        );
        if (!claim) continue;
        try {
          await db.transaction(async (tx) => {
            const { emailed } = await notifier.notify(tx, {
              ...reminderNotification(rule, occurrence, recipientUserId),
              recipients: [recipientUserId],
              dedupeKey: `reminder:${claim.id}`,
            });
            await markDeliverySent(
              tx,
              claim.id,
              emailed.includes(recipientUserId) ? 'in_app_and_email' : 'in_app',
              now,
            );
          });
          sent += 1;
        } catch (error) {
          failed += 1;
          const message = error instanceof Error ? error.message : String(error);
          logger.error({ err: error, deliveryId: claim.id }, 'reminder delivery failed');
          await markDeliveryFailed(db, claim.id, message, nextAttemptAfterFailure(claim.attempts + 1, now));
        }
      }
    }
  }
  return { sent, failed };
}

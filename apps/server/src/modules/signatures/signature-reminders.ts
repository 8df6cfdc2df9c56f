import type { Database } from '@rentwell/db/create-db';
import type { AppDeps } from '../../app-deps.ts';
import { generateSecretToken } from '../../lib/secret-tokens.ts';
import { signingReminderMail } from './signature-mail-texts.ts';
import { appendSignatureEvent } from './signature-trail.ts';
import {
  findLanguageOfEmail,
  findLanguageOfUser,
  findSigner,
  listSignersDueForReminder,
  lockSignatureRequest,
  updateSigner,
} from './signatures.repo.ts';
import { signingUrl } from './signatures.service.ts';

/** Days between the invitation (or the last reminder) and the next reminder. */
export const REMINDER_INTERVAL_DAYS = 3;
/** Most reminders one signer gets. */
export const MAX_REMINDERS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

type ReminderDeps = Pick<AppDeps, 'db' | 'mailer' | 'config'>;
type DueSigner = Awaited<ReturnType<typeof listSignersDueForReminder>>[number];

async function languageFor(tx: Database, email: string, createdByUserId: string | null) {
  return (
    (await findLanguageOfEmail(tx, email)) ??
    (createdByUserId ? await findLanguageOfUser(tx, createdByUserId) : null) ??
    'en'
  );
}

/**
 * Emails one signer a reminder with a new link (only the token's hash is kept, so the old link is replaced; its
 * expiry stays), counts it and appends 'reminded'. Checked again under the request's lock, so a signer who signed
 * meanwhile, or was reminded by another run, is left alone.
 */
async function remindSigner(deps: ReminderDeps, due: DueSigner, now: Date, contactedBefore: Date): Promise<boolean> {
  const { token, hash } = generateSecretToken();
  return deps.db.transaction(async (tx) => {
    const request = await lockSignatureRequest(tx, due.signer, due.signer.requestId);
    const signer = await findSigner(tx, {
      organizationId: due.signer.organizationId,
      requestId: due.signer.requestId,
      signerId: due.signer.id,
    });
    const inProgress = request?.status === 'pending' || request?.status === 'partially_signed';
    if (
      !request ||
      !inProgress ||
      signer?.status !== 'pending' ||
      signer.tokenUsedAt ||
      signer.reminderCount >= MAX_REMINDERS ||
      (signer.lastRemindedAt && signer.lastRemindedAt > contactedBefore)
    ) {
      return false;
    }
    const reminderCount = signer.reminderCount + 1;
    await updateSigner(tx, signer, signer.id, { tokenHash: hash, reminderCount, lastRemindedAt: now });
    const language = await languageFor(tx, signer.email, request.createdByUserId);
    const mail = signingReminderMail(language, {
      signerName: signer.name,
      organizationName: due.organizationName,
      documentTitle: due.documentTitle,
      url: signingUrl(deps.config, token),
      expiresOn: signer.tokenExpiresAt.toISOString().slice(0, 10),
    });
    await deps.mailer.send({ to: signer.email, ...mail, purpose: 'signature_reminder', db: tx });
    await appendSignatureEvent(tx, signer, {
      requestId: request.id,
      signerId: signer.id,
      type: 'reminded',
      details: { reminderCount },
    });
    return true;
  });
}

/**
 * Reminds the email signers who have not signed, whose turn it is and whose link still works, once nothing was sent
 * to them for three days, at most three times. Returns how many were reminded.
 */
export async function remindPendingSigners(deps: ReminderDeps, now: Date = new Date()): Promise<number> {
  const contactedBefore = new Date(now.getTime() - REMINDER_INTERVAL_DAYS * DAY_MS);
  const due = await listSignersDueForReminder(deps.db, { now, contactedBefore, maxReminders: MAX_REMINDERS });
  let reminded = 0;
  for (const signer of due) {
    if (await remindSigner(deps, signer, now, contactedBefore)) reminded++;
  }
  return reminded;
}

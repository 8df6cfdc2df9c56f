import { remindPendingSigners } from '../modules/signatures/signature-reminders.ts';
import type { Job } from './run-job.ts';

/** Emails a reminder with a new link to signers who have not signed after three days; at most three per signer. */
export const signatureRemindersJob: Job = {
  name: 'signature-reminders',
  run: async (deps) => ({ signersReminded: await remindPendingSigners(deps) }),
};

import { completeAwaitingSignatureRequests } from '../modules/signatures/signature-completion.ts';
import type { Job } from './run-job.ts';

/** Seals the requests every signer has signed whose completion right after the last signature did not finish. */
export const signatureCompletionJob: Job = {
  name: 'signature-completion',
  run: async (deps) => ({ requestsCompleted: await completeAwaitingSignatureRequests(deps) }),
};

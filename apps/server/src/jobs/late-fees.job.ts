import { applyLateFees } from '../modules/payments/late-fees.service.ts';
import type { Job } from './run-job.ts';

/** Charges each organization's late fee once on every rent charge overdue past its grace days. */
export const lateFeesJob: Job = {
  name: 'late-fees',
  perTimeZone: true,
  run: async (deps, today, timeZone) => ({ lateFeesCharged: await applyLateFees(deps.db, today, { timeZone }) }),
};

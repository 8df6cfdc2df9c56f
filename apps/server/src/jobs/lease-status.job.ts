import { refreshLeaseStatuses } from '../modules/tenants/tenants.service.ts';
import type { Job } from './run-job.ts';

/** Moves leases between pending, active, expired and terminated as their dates pass. */
export const leaseStatusJob: Job = {
  name: 'lease-status',
  perTimeZone: true,
  run: async (deps, today, timeZone) => ({ leasesUpdated: await refreshLeaseStatuses(deps.db, today, timeZone) }),
};

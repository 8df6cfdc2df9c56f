import { refreshLeaseStatuses } from '../modules/tenants/tenants.service.ts';
import type { Job } from './run-job.ts';

/** Moves leases between pending, active, expired and terminated as their dates pass. */
export const leaseStatusJob: Job = {
  name: 'lease-status',
  run: async (deps, today) => ({ leasesUpdated: await refreshLeaseStatuses(deps.db, today) }),
};

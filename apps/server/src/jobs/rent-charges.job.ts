import { addDays } from '@rentwell/domain/calendar-date';
import { generateChargesForLease } from '../modules/payments/rent-schedule.service.ts';
import { listLeasesForSchedule } from '../modules/tenants/tenants.service.ts';
import type { Job } from './run-job.ts';

/** How far back a lease's end may lie and still get its last charges. */
const CATCH_UP_DAYS = 62;

/** Creates the rent charges falling due in the coming weeks; a rerun or a second instance adds nothing twice. */
export const rentChargesJob: Job = {
  name: 'rent-charges',
  perTimeZone: true,
  run: async (deps, today, timeZone) => {
    const leases = await listLeasesForSchedule(deps.db, addDays(today, -CATCH_UP_DAYS), timeZone);
    let chargesCreated = 0;
    for (const lease of leases) {
      chargesCreated += await generateChargesForLease(deps.db, lease, today);
    }
    return { leasesChecked: leases.length, chargesCreated };
  },
};

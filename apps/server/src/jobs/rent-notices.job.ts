import { sendDueRentNotices } from '../modules/rent-mailings/rent-mailings.service.ts';
import type { Job } from './run-job.ts';

/** Mails each tenant the rent notice of a charge due within the organization's notice days, once per period. */
export const rentNoticesJob: Job = {
  name: 'rent-notices',
  perTimeZone: true,
  run: async (deps, today, timeZone) => ({ rentNoticesSent: await sendDueRentNotices(deps, today, timeZone) }),
};

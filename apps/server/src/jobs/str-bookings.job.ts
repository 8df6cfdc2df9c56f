import { completeBookingsDue } from '../modules/short-term-rentals/stays.service.ts';
import type { Job } from './run-job.ts';

/** Confirmed short-term bookings become completed on their check-out day (issue 16). */
export const strBookingsJob: Job = {
  name: 'str-bookings-complete',
  perTimeZone: true,
  run: async (deps, today, timeZone) => ({ bookingsCompleted: await completeBookingsDue(deps.db, today, timeZone) }),
};

import { completePastBookings } from '../modules/short-term-rentals/short-term-rentals.repo.ts';
import type { Job } from './run-job.ts';

/** Confirmed short-term bookings become completed on their check-out day (issue 16). */
export const strBookingsJob: Job = {
  name: 'str-bookings-complete',
  run: async (deps, today) => ({ bookingsCompleted: await completePastBookings(deps.db, today) }),
};

import type { CalendarDate } from './calendar-date.ts';

export type LeaseStatus = 'pending' | 'active' | 'expired' | 'terminated';

export type LeaseDates = { startDate: CalendarDate; endDate: CalendarDate; terminatedOn: CalendarDate | null };

/**
 * Pending before the start date, active from start to end, expired after the end. A termination date
 * is the last day of occupancy: the lease stays active through it and is terminated the day after.
 */
export function leaseStatusOn(lease: LeaseDates, today: CalendarDate): LeaseStatus {
  if (lease.terminatedOn !== null && today > lease.terminatedOn) return 'terminated';
  if (today < lease.startDate) return 'pending';
  if (today > lease.endDate) return 'expired';
  return 'active';
}

/** A termination date (the last day of occupancy) must fall within the lease. */
export function isValidTerminationDate(lease: LeaseDates, terminatedOn: CalendarDate): boolean {
  return terminatedOn <= lease.endDate && terminatedOn >= lease.startDate;
}

/** The day after the old lease ends: where a renewal starts. */
export function renewalStartDate(lease: LeaseDates): CalendarDate {
  const end = new Date(`${lease.terminatedOn ?? lease.endDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end.toISOString().slice(0, 10);
}

/**
 * Whether the lease holds its unit on `day`: from its start through its end or its termination date, the days
 * its status is 'active'. The one rule for "occupied"; the stored status column is only this, refreshed daily.
 */
export function leaseCoversDay(lease: LeaseDates, day: CalendarDate): boolean {
  return leaseStatusOn(lease, day) === 'active';
}

import { describe, expect, it } from 'vitest';
import { isValidTerminationDate, leaseCoversDay, leaseStatusOn, renewalStartDate } from './lease-status.ts';

const lease = { startDate: '2026-03-01', endDate: '2027-02-28', terminatedOn: null };

describe('leaseStatusOn', () => {
  it.each([
    ['2026-02-28', 'pending'],
    ['2026-03-01', 'active'],
    ['2027-02-28', 'active'],
    ['2027-03-01', 'expired'],
  ] as const)('on %s the lease is %s', (today, status) => {
    expect(leaseStatusOn(lease, today)).toBe(status);
  });

  it('stays active through the termination date and is terminated after it', () => {
    const terminated = { ...lease, terminatedOn: '2026-09-30' };
    expect(leaseStatusOn(terminated, '2026-09-30')).toBe('active');
    expect(leaseStatusOn(terminated, '2026-10-01')).toBe('terminated');
    expect(leaseStatusOn(terminated, '2028-01-01')).toBe('terminated');
  });
});

describe('leaseCoversDay', () => {
  it.each([
    ['2026-02-28', false],
    ['2026-03-01', true],
    ['2027-02-28', true],
    ['2027-03-01', false],
  ] as const)('on %s covers the day: %s', (day, covers) => {
    expect(leaseCoversDay(lease, day)).toBe(covers);
  });

  it('covers the termination date, the last day of occupancy, and no day after it', () => {
    const terminated = { ...lease, terminatedOn: '2026-09-30' };
    expect(leaseCoversDay(terminated, '2026-09-30')).toBe(true);
    expect(leaseCoversDay(terminated, '2026-10-01')).toBe(false);
  });
});

describe('termination and renewal', () => {
  it('accepts termination dates within the lease only', () => {
    expect(isValidTerminationDate(lease, '2026-06-15')).toBe(true);
    expect(isValidTerminationDate(lease, '2027-03-01')).toBe(false);
    expect(isValidTerminationDate(lease, '2026-02-01')).toBe(false);
  });

  it('starts a renewal the day after the lease ends', () => {
    expect(renewalStartDate(lease)).toBe('2027-03-01');
    expect(renewalStartDate({ ...lease, terminatedOn: '2026-12-31' })).toBe('2027-01-01');
  });
});

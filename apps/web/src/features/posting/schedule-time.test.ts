import { describe, expect, it } from 'vitest';
import { isFutureIn, localMinuteIn, suggestedScheduleIn } from './schedule-time.ts';

const NOW = new Date('2027-01-20T07:10:00Z');

describe('schedule time on the organization clock', () => {
  it("reads now's date and minute in the zone", () => {
    expect(localMinuteIn('UTC', NOW)).toBe('2027-01-20T07:10');
    expect(localMinuteIn('America/Los_Angeles', NOW)).toBe('2027-01-19T23:10');
    expect(localMinuteIn('Pacific/Auckland', NOW)).toBe('2027-01-20T20:10');
  });

  it('suggests a whole hour at least half an hour ahead', () => {
    expect(suggestedScheduleIn('America/Los_Angeles', NOW)).toEqual({ date: '2027-01-20', time: '00:00' });
    expect(suggestedScheduleIn('UTC', NOW)).toEqual({ date: '2027-01-20', time: '08:00' });
  });

  it('judges the future on the zone clock, not the browser', () => {
    expect(isFutureIn('America/Los_Angeles', '2027-01-19', '23:30', NOW)).toBe(true);
    expect(isFutureIn('Pacific/Auckland', '2027-01-20', '19:00', NOW)).toBe(false);
  });
});

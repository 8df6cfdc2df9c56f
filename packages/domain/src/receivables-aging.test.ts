import { describe, expect, it } from 'vitest';
import { agingBucketOf, bucketReceivables } from './receivables-aging.ts';

describe('agingBucketOf', () => {
  it('puts the boundaries in the lower bucket', () => {
    expect(agingBucketOf(0)).toBe('days0to30');
    expect(agingBucketOf(30)).toBe('days0to30');
    expect(agingBucketOf(31)).toBe('days31to60');
    expect(agingBucketOf(60)).toBe('days31to60');
    expect(agingBucketOf(61)).toBe('days61to90');
    expect(agingBucketOf(90)).toBe('days61to90');
    expect(agingBucketOf(91)).toBe('days90plus');
    expect(agingBucketOf(400)).toBe('days90plus');
  });

  it('has no bucket for what is not due yet', () => {
    expect(agingBucketOf(-1)).toBeNull();
  });
});

describe('bucketReceivables', () => {
  it('sums the unpaid part of each charge into the bucket of its days past due', () => {
    // As of 2026-06-30: the June rent (due 06-01, 29 days late) unpaid; May (due 05-01, 60 days) half paid;
    // April (due 04-01, 90 days) unpaid; March (due 03-01, 121 days) 200.00 short; July not due yet; February paid.
    const summary = bucketReceivables(
      [
        { dueDate: '2026-06-01', amountMinor: 100_000, receivedMinor: 0 },
        { dueDate: '2026-05-01', amountMinor: 100_000, receivedMinor: 50_000 },
        { dueDate: '2026-04-01', amountMinor: 100_000, receivedMinor: 0 },
        { dueDate: '2026-03-01', amountMinor: 100_000, receivedMinor: 80_000 },
        { dueDate: '2026-07-01', amountMinor: 100_000, receivedMinor: 0 },
        { dueDate: '2026-02-01', amountMinor: 100_000, receivedMinor: 100_000 },
      ],
      '2026-06-30',
    );
    expect(summary).toEqual({
      days0to30: 100_000,
      days31to60: 50_000,
      days61to90: 100_000,
      days90plus: 20_000,
      totalMinor: 270_000,
    });
  });

  it('counts a charge due on the day itself as 0 days late and ignores overpayments', () => {
    const summary = bucketReceivables(
      [
        { dueDate: '2026-06-30', amountMinor: 75_000, receivedMinor: 0 },
        { dueDate: '2026-05-31', amountMinor: 75_000, receivedMinor: 90_000 },
      ],
      '2026-06-30',
    );
    expect(summary).toEqual({ days0to30: 75_000, days31to60: 0, days61to90: 0, days90plus: 0, totalMinor: 75_000 });
  });
});

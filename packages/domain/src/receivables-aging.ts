import { type CalendarDate, daysBetween } from './calendar-date.ts';

/** Days past due: 0–30, 31–60, 61–90, and more than 90. A charge due today is 0 days past due. */
const AGING_BUCKETS = ['days0to30', 'days31to60', 'days61to90', 'days90plus'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of a receivable `daysPastDue` days after its due date (null when not yet due). */
export function agingBucketOf(daysPastDue: number): AgingBucket | null {
  if (daysPastDue < 0) return null;
  if (daysPastDue <= 30) return 'days0to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'days90plus';
}

export type Receivable = { dueDate: CalendarDate; amountMinor: number; receivedMinor: number };
export type AgingSummary = Record<AgingBucket, number> & { totalMinor: number };

/**
 * What is still owed as of `asOf`, by how late it is: each charge due on or before `asOf` contributes its
 * unpaid part (amount − received, overpayments count as 0) to the bucket of its days past due.
 * The SQL twin is the receivables-aging report in the analytics module.
 */
export function bucketReceivables(charges: readonly Receivable[], asOf: CalendarDate): AgingSummary {
  const summary: AgingSummary = { days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0, totalMinor: 0 };
  for (const charge of charges) {
    const bucket = agingBucketOf(daysBetween(charge.dueDate, asOf));
    const unpaid = charge.amountMinor - charge.receivedMinor;
    if (!bucket || unpaid <= 0) continue;
    summary[bucket] += unpaid;
    summary.totalMinor += unpaid;
  }
  return summary;
}

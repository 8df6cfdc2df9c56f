import type { TLeaseStatus } from '@rentwell/contracts/leases';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** A lease's date columns as the query names them (drizzle columns, or `l.start_date` in raw SQL). */
export type LeaseDateColumns = { startDate: AnyColumn | SQL; endDate: AnyColumn | SQL; terminatedOn: AnyColumn | SQL };

function dateOf(day: string | SQL): SQL {
  return typeof day === 'string' ? sql`${day}::date` : day;
}

/** The SQL twin of `leaseStatusOn` in packages/domain/src/lease-status.ts: the status the lease's dates give it on `day`. */
export function leaseStatusSql(lease: LeaseDateColumns, day: string | SQL): SQL<TLeaseStatus> {
  const date = dateOf(day);
  return sql<TLeaseStatus>`(case
    when ${lease.terminatedOn} is not null and ${date} > ${lease.terminatedOn} then 'terminated'
    when ${date} < ${lease.startDate} then 'pending'
    when ${date} > ${lease.endDate} then 'expired'
    else 'active' end)`;
}

/**
 * The SQL twin of `leaseCoversDay` in packages/domain/src/lease-status.ts: the lease holds its unit on `day` (a
 * date string, or a date expression such as a month's reference day). Every occupancy figure reads this, never
 * the stored status, which the daily job only refreshes once a day. An integration test keeps the two in step.
 */
export function leaseCoversDaySql(lease: LeaseDateColumns, day: string | SQL): SQL {
  const date = dateOf(day);
  return sql`(${lease.startDate} <= ${date} and ${lease.endDate} >= ${date}
    and (${lease.terminatedOn} is null or ${lease.terminatedOn} >= ${date}))`;
}

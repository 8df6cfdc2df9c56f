import { lateFees } from '@rentwell/db/schema/rent-rules';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** A rent charge's columns as the query names them (drizzle columns, or `c.due_date` in raw SQL). */
export type ChargeColumns = {
  id: AnyColumn | SQL;
  dueDate: AnyColumn | SQL;
  amountMinor: AnyColumn | SQL;
  receivedMinor: AnyColumn | SQL;
  /**
   * The charge's late fee owed, when the query joins it with `joinOwedLateFeeSql` (`OWED_LATE_FEE`); without it each
   * charge looks its fee up in a subquery of its own, which over tens of thousands of charges costs most of the query.
   */
  lateFeeOwed?: SQL;
};

/**
 * The charge's late fee as of `today`: charged on or before it and not waived, else 0. The twin of `lateFee` in
 * `chargeBalance` (at most one fee per charge: a unique key).
 */
export function lateFeeOwedSql(chargeId: AnyColumn | SQL, today: string | SQL) {
  return sql`coalesce((select ${lateFees.amountMinor} from ${lateFees}
    where ${lateFees.chargeId} = ${chargeId} and ${lateFees.waivedAt} is null and ${lateFees.chargedOn} <= ${today}::date), 0)`;
}

/** What `lateFeeOwedSql` reads, as a column of the rows `joinOwedLateFeeSql` joins. */
export const OWED_LATE_FEE = sql`coalesce(owed_late_fee.amount_minor, 0)`;

/**
 * Joins each charge's late fee as of `today` (charged on or before it, not waived) as `owed_late_fee`: at most one
 * fee per charge (a unique key), so no charge row is repeated. For sums over many charges, with `lateFeeOwed:
 * OWED_LATE_FEE` in the charge's columns.
 */
export function joinOwedLateFeeSql(chargeId: AnyColumn | SQL, today: string) {
  return sql`left join ${lateFees} owed_late_fee on owed_late_fee.charge_id = ${chargeId}
    and owed_late_fee.waived_at is null and owed_late_fee.charged_on <= ${today}::date`;
}

/**
 * The SQL twin of `chargeBalance` in packages/domain/src/rent-balance.ts, per charge row, to be summed by the
 * caller: owed (due by `today`, unpaid, with the late fee charged by then and not waived), overdue (owed and past
 * its due date), credit (received beyond what is due so far). An integration test keeps the two in step.
 */
export function chargeBalanceSql(charge: ChargeColumns, today: string | SQL) {
  const lateFee = charge.lateFeeOwed ?? lateFeeOwedSql(charge.id, today);
  const dueMinor = sql`((case when ${charge.dueDate} <= ${today}::date then ${charge.amountMinor} else 0 end) + ${lateFee})`;
  const owed = sql`greatest(${dueMinor} - ${charge.receivedMinor}, 0)`;
  return {
    owed,
    overdue: sql`(case when ${charge.dueDate} < ${today}::date then ${owed} else 0 end)`,
    credit: sql`greatest(${charge.receivedMinor} - ${dueMinor}, 0)`,
  };
}

/** Sums of `chargeBalanceSql` as bigint columns, 0 when there is no charge. */
export function sumChargeBalanceSql(charge: ChargeColumns, today: string | SQL) {
  const balance = chargeBalanceSql(charge, today);
  return {
    owed: sql`coalesce(sum(${balance.owed}), 0)::bigint`,
    overdue: sql`coalesce(sum(${balance.overdue}), 0)::bigint`,
    credit: sql`coalesce(sum(${balance.credit}), 0)::bigint`,
  };
}

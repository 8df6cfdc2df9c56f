import type { AnyColumn, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** A rent charge's columns as the query names them (drizzle columns, or `c.due_date` in raw SQL). */
export type ChargeColumns = { dueDate: AnyColumn | SQL; amountMinor: AnyColumn | SQL; receivedMinor: AnyColumn | SQL };

/**
 * The SQL twin of `chargeBalance` in packages/domain/src/rent-balance.ts, per charge row, to be summed by the
 * caller: owed (due by `today`, unpaid), overdue (owed and past its due date), credit (received beyond what
 * is due so far). An integration test keeps the two in step.
 */
export function chargeBalanceSql(charge: ChargeColumns, today: string) {
  const dueMinor = sql`(case when ${charge.dueDate} <= ${today}::date then ${charge.amountMinor} else 0 end)`;
  const owed = sql`greatest(${dueMinor} - ${charge.receivedMinor}, 0)`;
  return {
    owed,
    overdue: sql`(case when ${charge.dueDate} < ${today}::date then ${owed} else 0 end)`,
    credit: sql`greatest(${charge.receivedMinor} - ${dueMinor}, 0)`,
  };
}

/** Sums of `chargeBalanceSql` as bigint columns, 0 when there is no charge. */
export function sumChargeBalanceSql(charge: ChargeColumns, today: string) {
  const balance = chargeBalanceSql(charge, today);
  return {
    owed: sql`coalesce(sum(${balance.owed}), 0)::bigint`,
    overdue: sql`coalesce(sum(${balance.overdue}), 0)::bigint`,
    credit: sql`coalesce(sum(${balance.credit}), 0)::bigint`,
  };
}

import type { CalendarDate } from './calendar-date.ts';

export type BalanceCharge = {
  dueDate: CalendarDate;
  amountMinor: number;
  receivedMinor: number;
  /**
   * The charge's late fee, if it has one that was not waived: owed (and overdue, its charge being past due) from the
   * day it was charged. Money received against the charge pays the rent and the fee alike.
   */
  lateFee?: { amountMinor: number; chargedOn: CalendarDate } | null;
};

export type RentBalance = {
  /** The unpaid part of the charges due on or before today. */
  owedMinor: number;
  /** The part of `owedMinor` whose due date has passed. */
  overdueMinor: number;
  /** Money received beyond what is due so far: paid against a charge not yet due, or more than a due charge. */
  creditMinor: number;
};

/**
 * Where one charge stands today. Owed and credit are kept apart, per charge, so money paid ahead on next
 * month never hides an overdue month: a tenant with an overdue $945 and next month's $945 prepaid owes $945
 * and has $945 paid ahead. A late fee not waived is part of what its charge asks for once charged. The SQL twin is `chargeBalanceSql` in the payments module.
 */
export function chargeBalance(charge: BalanceCharge, today: CalendarDate): RentBalance {
  const rentDueMinor = charge.dueDate <= today ? charge.amountMinor : 0;
  const feeDueMinor = charge.lateFee && charge.lateFee.chargedOn <= today ? charge.lateFee.amountMinor : 0;
  const dueMinor = rentDueMinor + feeDueMinor;
  const owedMinor = Math.max(dueMinor - charge.receivedMinor, 0);
  return {
    owedMinor,
    overdueMinor: charge.dueDate < today ? owedMinor : 0,
    creditMinor: Math.max(charge.receivedMinor - dueMinor, 0),
  };
}

/** The sum of `chargeBalance` over a tenancy's charges (or any set of charges in one currency). */
export function rentBalance(charges: readonly BalanceCharge[], today: CalendarDate): RentBalance {
  const total: RentBalance = { owedMinor: 0, overdueMinor: 0, creditMinor: 0 };
  for (const charge of charges) {
    const balance = chargeBalance(charge, today);
    total.owedMinor += balance.owedMinor;
    total.overdueMinor += balance.overdueMinor;
    total.creditMinor += balance.creditMinor;
  }
  return total;
}

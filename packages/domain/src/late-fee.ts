import { addDays, type CalendarDate } from './calendar-date.ts';

export type LateFeeRule = {
  graceDays: number;
  lateFeeKind: 'none' | 'flat' | 'percent';
  /** A flat fee, in the organization's currency. */
  flatAmountMinor: number | null;
  /** A percentage of the charge's amount, in basis points (500 = 5 %). */
  percentBasisPoints: number | null;
  /** The most a percentage fee may be, in the organization's currency. */
  capMinor: number | null;
};

export type LateFeeCharge = { dueDate: CalendarDate; amountMinor: number; currency: string };

/**
 * The first day a charge still unpaid is charged its late fee: the day after its due date plus the grace days. With
 * 5 grace days, rent due on the 1st is overdue from the 2nd and charged its fee on the 7th.
 */
export function lateFeeFirstDay(dueDate: CalendarDate, graceDays: number): CalendarDate {
  return addDays(dueDate, graceDays + 1);
}

/**
 * The late fee a rule charges on one rent charge, in minor units, or null when it charges none: no fee, or a fee
 * (flat, or a percentage with a cap) in the organization's currency on a charge in another currency, which cannot
 * be converted. A percentage is of the charge's amount, rounded half up to the minor unit, then capped.
 */
export function computeLateFee(rule: LateFeeRule, charge: LateFeeCharge, organizationCurrency: string): number | null {
  const sameCurrency = charge.currency === organizationCurrency;
  let fee: number;
  if (rule.lateFeeKind === 'flat') {
    if (!sameCurrency || rule.flatAmountMinor === null) return null;
    fee = rule.flatAmountMinor;
  } else if (rule.lateFeeKind === 'percent') {
    if (rule.percentBasisPoints === null || (rule.capMinor !== null && !sameCurrency)) return null;
    fee = Math.round((charge.amountMinor * rule.percentBasisPoints) / 10_000);
    if (rule.capMinor !== null) fee = Math.min(fee, rule.capMinor);
  } else {
    return null;
  }
  return fee > 0 ? fee : null;
}

/** Whether the late fee falls due on `today`: the charge is still unpaid after its grace days. */
export function isLateFeeDue(
  charge: { dueDate: CalendarDate; amountMinor: number; receivedMinor: number },
  graceDays: number,
  today: CalendarDate,
): boolean {
  return charge.receivedMinor < charge.amountMinor && today >= lateFeeFirstDay(charge.dueDate, graceDays);
}

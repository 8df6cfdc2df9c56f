import type { CalendarDate } from '@rentwell/domain/calendar-date';

export type FigureCharge = {
  id: string;
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  dueDate: CalendarDate;
  amountMinor: number;
  receivedMinor: number;
  lateFeeMinor: number | null;
  lateFeeChargedOn: CalendarDate | null;
};
export type FigurePayment = { id: string; amountMinor: number; paidOn: CalendarDate };

/** What a charge asks for by `day` under the balance rule: its amount once due, its late fee once charged. */
function askedBy(charge: FigureCharge, day: CalendarDate): number {
  const rent = charge.dueDate <= day ? charge.amountMinor : 0;
  const fee =
    charge.lateFeeMinor && charge.lateFeeChargedOn && charge.lateFeeChargedOn <= day ? charge.lateFeeMinor : 0;
  return rent + fee;
}

/**
 * A rent notice's sums for `charge` as they stand `today`: what earlier charges leave unpaid (negative: paid ahead),
 * the period's own charge, what was already paid against it, and the total due (never below zero).
 */
export function noticeFigures(charges: readonly FigureCharge[], charge: FigureCharge, today: CalendarDate) {
  let carriedMinor = 0;
  for (const earlier of charges) {
    if (earlier.id === charge.id || earlier.dueDate > charge.dueDate) continue;
    carriedMinor += askedBy(earlier, today) - earlier.receivedMinor;
  }
  const periodMinor = charge.amountMinor;
  const paidMinor = charge.receivedMinor;
  return { carriedMinor, periodMinor, paidMinor, totalMinor: Math.max(carriedMinor + periodMinor - paidMinor, 0) };
}

export type StatementEntry =
  | { kind: 'charge'; date: CalendarDate; periodStart: CalendarDate; periodEnd: CalendarDate; amountMinor: number }
  | { kind: 'late_fee'; date: CalendarDate; amountMinor: number }
  | { kind: 'payment'; date: CalendarDate; amountMinor: number };

/**
 * A month's statement: the balance before its first day, each charge (on its due date), late fee (on the day it was
 * charged) and payment (on the day it was paid, as a negative amount) within it, and the balance after its last day.
 * The closing balance is what the balance rule gives at `monthEnd`: owed less credit, counting the payments by then.
 */
export function statementFigures(
  charges: readonly FigureCharge[],
  payments: readonly FigurePayment[],
  month: { start: CalendarDate; end: CalendarDate },
) {
  const before = (date: CalendarDate) => date < month.start;
  const within = (date: CalendarDate) => date >= month.start && date <= month.end;
  let openingMinor = 0;
  const entries: StatementEntry[] = [];
  for (const charge of charges) {
    if (before(charge.dueDate)) openingMinor += charge.amountMinor;
    else if (within(charge.dueDate)) {
      entries.push({ kind: 'charge', date: charge.dueDate, ...periodOf(charge), amountMinor: charge.amountMinor });
    }
    if (charge.lateFeeMinor && charge.lateFeeChargedOn) {
      if (before(charge.lateFeeChargedOn)) openingMinor += charge.lateFeeMinor;
      else if (within(charge.lateFeeChargedOn)) {
        entries.push({ kind: 'late_fee', date: charge.lateFeeChargedOn, amountMinor: charge.lateFeeMinor });
      }
    }
  }
  for (const payment of payments) {
    if (before(payment.paidOn)) openingMinor -= payment.amountMinor;
    else if (within(payment.paidOn))
      entries.push({ kind: 'payment', date: payment.paidOn, amountMinor: -payment.amountMinor });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date));
  const closingMinor = entries.reduce((sum, entry) => sum + entry.amountMinor, openingMinor);
  return { openingMinor, entries, closingMinor };
}

function periodOf(charge: FigureCharge) {
  return { periodStart: charge.periodStart, periodEnd: charge.periodEnd };
}

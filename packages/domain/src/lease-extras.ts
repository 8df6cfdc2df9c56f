import type { TExtraChargeKind } from '@rentwell/contracts/lease-extras';
import type { CalendarDate } from './calendar-date.ts';
import type { RentCharge } from './rent-schedule.ts';

export type LeaseExtra = {
  kind: TExtraChargeKind;
  description: string;
  amountMinor: number;
  frequency: 'monthly' | 'once';
  startDate: CalendarDate;
  endDate: CalendarDate | null;
};

/** One line of a period's charge: the rent, or an extra (negative for a discount). */
export type ChargeLine = { kind: 'rent' | TExtraChargeKind; description: string; amountMinor: number };

function appliesTo(extra: LeaseExtra, period: { periodStart: CalendarDate; periodEnd: CalendarDate }) {
  if (extra.frequency === 'once') return extra.startDate >= period.periodStart && extra.startDate <= period.periodEnd;
  return extra.startDate <= period.periodEnd && (extra.endDate === null || extra.endDate >= period.periodStart);
}

/**
 * The lines of one period's charge: its rent, then every extra that applies, each in full (a monthly extra is not
 * prorated: parking for a part month is still the month's parking). A discount is a negative line.
 */
export function chargeLines(rent: RentCharge, extras: readonly LeaseExtra[]): ChargeLine[] {
  const lines: ChargeLine[] = [{ kind: 'rent', description: '', amountMinor: rent.amountMinor }];
  for (const extra of extras) {
    if (!appliesTo(extra, rent)) continue;
    const sign = extra.kind === 'discount' ? -1 : 1;
    lines.push({ kind: extra.kind, description: extra.description, amountMinor: sign * extra.amountMinor });
  }
  return lines;
}

/** What a period's charge asks for: the sum of its lines, never below zero (a discount cannot make a credit). */
export function chargeTotal(lines: readonly ChargeLine[]): number {
  return Math.max(
    lines.reduce((sum, line) => sum + line.amountMinor, 0),
    0,
  );
}

/** The rent schedule with the extras joined: each charge's amount is the total of its lines. */
export function withExtras(schedule: readonly RentCharge[], extras: readonly LeaseExtra[]): RentCharge[] {
  return schedule.map((charge) => ({ ...charge, amountMinor: chargeTotal(chargeLines(charge, extras)) }));
}

import { addDays, daysBetween, maxDate, minDate } from '../calendar-date.ts';

export type UnitOccupancy = {
  unitId: string;
  /** The monthly rent the unit would bring: its market rent, else its latest lease's rent. */
  monthlyRentMinor: number;
  currency: string;
  /** The first day the unit counts (added, or its first lease, whichever is earlier). */
  since: string;
  /** Lease spans, last day included (the end date, or the day before termination). */
  leases: readonly { from: string; to: string }[];
};

export type VacancyCost = { unitId: string; currency: string; vacantDays: number; costMinor: number };

/** Days from `from` to `to`, both included. */
function spanDays(from: string, to: string): number {
  return from > to ? 0 : daysBetween(from, to) + 1;
}

/**
 * Days in the window (both ends included) no lease covered, from the day the unit counts, and what they cost at the
 * unit's rent (monthly rent × 12 / 365 a day). Units with no vacant day are left out; costliest first.
 */
export function vacancyCosts(units: readonly UnitOccupancy[], window: { from: string; to: string }): VacancyCost[] {
  const costs: VacancyCost[] = [];
  for (const unit of units) {
    const from = maxDate(window.from, unit.since);
    if (from > window.to) continue;
    const spans = unit.leases
      .map((lease) => ({ from: maxDate(lease.from, from), to: minDate(lease.to, window.to) }))
      .filter((span) => span.from <= span.to)
      .sort((a, b) => a.from.localeCompare(b.from));
    let covered = 0;
    let coveredThrough = addDays(from, -1);
    for (const span of spans) {
      const start = maxDate(span.from, addDays(coveredThrough, 1));
      if (start <= span.to) covered += spanDays(start, span.to);
      coveredThrough = maxDate(coveredThrough, span.to);
    }
    const vacantDays = spanDays(from, window.to) - covered;
    if (vacantDays <= 0) continue;
    costs.push({
      unitId: unit.unitId,
      currency: unit.currency,
      vacantDays,
      costMinor: Math.round((unit.monthlyRentMinor * 12 * vacantDays) / 365),
    });
  }
  return costs.sort((a, b) => b.costMinor - a.costMinor);
}

import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { vacancyCosts } from '@rentwell/domain/financial-insights/vacancy-cost';
import { groupBy } from '@rentwell/domain/group-by';
import type { leaseSpans, rentableUnits } from './financial-insights.repo.ts';

type Unit = Awaited<ReturnType<typeof rentableUnits>>[number];
type Span = Awaited<ReturnType<typeof leaseSpans>>[number];

/** What vacant days cost over the last twelve months, per unit, and whether the unit is vacant today. */
export function vacanciesOf(units: Unit[], spans: Span[], today: string) {
  const vacancyWindow = { from: addDays(addMonths(today, -12), 1), to: today };
  const spansByUnit = groupBy(spans, (span) => span.unitId);
  const unitInputs = units.map((unit) => {
    const unitSpans = (spansByUnit.get(unit.unitId) ?? []).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const latest = unitSpans.at(-1);
    const firstLease = unitSpans[0]?.startDate;
    return {
      unit,
      input: {
        unitId: unit.unitId,
        monthlyRentMinor: unit.marketRentMinor ?? latest?.monthlyRentMinor ?? 0,
        currency: unit.marketRentMinor !== null ? unit.propertyCurrency : (latest?.currency ?? unit.propertyCurrency),
        since: firstLease && firstLease < unit.createdOn ? firstLease : unit.createdOn,
        leases: unitSpans.map((span) => ({
          from: span.startDate,
          to: span.terminatedOn && span.terminatedOn < span.endDate ? addDays(span.terminatedOn, -1) : span.endDate,
        })),
      },
    };
  });
  return vacancyCosts(
    unitInputs.map(({ input }) => input).filter((input) => input.monthlyRentMinor > 0),
    vacancyWindow,
  ).flatMap((cost) => {
    const entry = unitInputs.find(({ input }) => input.unitId === cost.unitId);
    if (!entry) return [];
    const vacantToday = !entry.input.leases.some((lease) => lease.from <= today && today <= lease.to);
    return [
      {
        ...cost,
        unitLabel: entry.unit.unitLabel,
        propertyId: entry.unit.propertyId,
        propertyName: entry.unit.propertyName,
        vacantToday,
      },
    ];
  });
}

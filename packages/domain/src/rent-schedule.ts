import {
  type CalendarDate,
  daysInMonth,
  formatCalendarDate,
  maxDate,
  minDate,
  parseCalendarDate,
} from './calendar-date.ts';

export type LeaseTerms = {
  startDate: CalendarDate;
  endDate: CalendarDate;
  monthlyRentMinor: number;
  /** Day of the month rent falls due, 1-28. */
  dueDay: number;
};

export type RentCharge = {
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  dueDate: CalendarDate;
  amountMinor: number;
};

/**
 * Rent for part of a month: the monthly rent times the days covered over the days of that month,
 * rounded to the nearest minor unit (a whole month is always exactly the monthly rent).
 */
export function prorateRent(monthlyRentMinor: number, coveredDays: number, monthDays: number): number {
  if (coveredDays >= monthDays) return monthlyRentMinor;
  return Math.round((monthlyRentMinor * coveredDays) / monthDays);
}

/**
 * One charge per calendar month the lease touches. A partial first or last month is prorated. The
 * charge falls due on the lease's due day, but never before the period starts (a lease starting on
 * the 15th with rent due on the 1st pays its first, prorated month on the 15th).
 */
export function buildRentSchedule(terms: LeaseTerms): RentCharge[] {
  if (terms.dueDay < 1 || terms.dueDay > 28) throw new RangeError('The due day must be between 1 and 28');
  if (terms.endDate < terms.startDate) throw new RangeError('The lease ends before it starts');
  const charges: RentCharge[] = [];
  const start = parseCalendarDate(terms.startDate);
  let year = start.getUTCFullYear();
  let month = start.getUTCMonth();
  for (;;) {
    const monthStart = formatCalendarDate(new Date(Date.UTC(year, month, 1)));
    if (monthStart > terms.endDate) break;
    const monthDays = daysInMonth(year, month);
    const monthEnd = formatCalendarDate(new Date(Date.UTC(year, month, monthDays)));
    const periodStart = maxDate(monthStart, terms.startDate);
    const periodEnd = minDate(monthEnd, terms.endDate);
    const coveredDays = parseCalendarDate(periodEnd).getUTCDate() - parseCalendarDate(periodStart).getUTCDate() + 1;
    const dueInMonth = formatCalendarDate(new Date(Date.UTC(year, month, terms.dueDay)));
    charges.push({
      periodStart,
      periodEnd,
      dueDate: minDate(maxDate(dueInMonth, periodStart), periodEnd),
      amountMinor: prorateRent(terms.monthlyRentMinor, coveredDays, monthDays),
    });
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return charges;
}

/** The charges a schedule job should hold by `today`: everything due up to `daysAhead` days from now. */
export function chargesDueBy(schedule: RentCharge[], horizon: CalendarDate): RentCharge[] {
  return schedule.filter((charge) => charge.dueDate <= horizon);
}

import { describe, expect, it } from 'vitest';
import { addMonths } from '../calendar-date.ts';
import { type CategoryMonthTotal, findExpenseAnomalies } from './expense-anomalies.ts';
import { type ChargeWithPayments, findLatePayers, settledOn } from './late-payers.ts';
import { rankByImpact } from './ranking.ts';
import { robustForecast, trimmedMean } from './robust-forecast.ts';
import { median, medianAbsoluteDeviation, robustZScore } from './robust-statistics.ts';
import { vacancyCosts } from './vacancy-cost.ts';

const months = (count: number, first = '2025-01') =>
  Array.from({ length: count }, (_, index) => addMonths(`${first}-01`, index).slice(0, 7));

describe('robust statistics', () => {
  it('computes median, MAD and the modified z-score', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 100])).toBe(1);
    expect(robustZScore(100, [1, 2, 3, 4, 5])).toBeCloseTo((0.6745 * 97) / 1, 5);
    expect(robustZScore(3, [1, 2, 3, 4, 5])).toBe(0);
  });

  it('falls back when most of the history is identical', () => {
    expect(robustZScore(9_700, [4_850, 4_850, 4_850, 4_850])).toBe(Number.POSITIVE_INFINITY);
    expect(robustZScore(4_860, [4_850, 4_850, 4_850, 4_850])).toBe(0);
    expect(robustZScore(200, [100, 100, 100, 100, 160])).toBeCloseTo(100 / (1.2533 * 12), 5);
  });
});

describe('expense anomalies', () => {
  // Repairs cost 900–1,100 a month for 20 months; in the 21st a planted 8,400 spike.
  const repairs: CategoryMonthTotal[] = months(21).map((month, index) => ({
    category: 'repairs',
    currency: 'USD',
    month,
    amountMinor: index === 20 ? 840_000 : 90_000 + ((index * 37) % 21) * 1_000,
  }));
  // Taxes twice a year, always about the same: not a spike, though most months have none.
  const taxes: CategoryMonthTotal[] = months(21)
    .filter((month) => month.endsWith('-04') || month.endsWith('-10'))
    .map((month, index) => ({ category: 'tax', currency: 'USD', month, amountMinor: 420_000 + index * 5_000 }));
  const recent = months(21).slice(-3);

  it('finds the planted spike, with its typical month and excess', () => {
    const [anomaly, ...others] = findExpenseAnomalies([...repairs, ...taxes], recent);
    expect(others).toEqual([]);
    expect(anomaly).toMatchObject({ category: 'repairs', currency: 'USD', month: '2026-09', amountMinor: 840_000 });
    expect(anomaly?.typicalMinor).toBeGreaterThanOrEqual(90_000);
    expect(anomaly?.typicalMinor).toBeLessThanOrEqual(110_000);
    expect(anomaly?.excessMinor).toBe(840_000 - (anomaly?.typicalMinor ?? 0));
    expect(anomaly?.robustZ).toBeGreaterThan(3.5);
  });

  it('finds nothing in ordinary months, in older months, or with too little history', () => {
    expect(findExpenseAnomalies(repairs.slice(0, 20), months(20).slice(-3))).toEqual([]);
    expect(findExpenseAnomalies(repairs, ['2025-02'])).toEqual([]);
    expect(findExpenseAnomalies(repairs.slice(17), recent)).toEqual([]);
  });

  it('keeps currencies apart', () => {
    const euros = repairs.slice(0, 20).map((total) => ({ ...total, currency: 'EUR', amountMinor: 840_000 }));
    const found = findExpenseAnomalies([...repairs, ...euros], recent);
    expect(found.map((anomaly) => anomaly.currency)).toEqual(['USD']);
  });
});

describe('late payers', () => {
  const charge = (
    leaseId: string,
    dueDate: string,
    paidOn: string | null,
    amountMinor = 150_000,
  ): ChargeWithPayments => ({
    leaseId,
    dueDate,
    amountMinor,
    currency: 'USD',
    payments: paidOn ? [{ paidOn, amountMinor }] : [],
  });
  const dues = months(10).map((month) => `${month}-01`);
  const onTime = dues.map((due) => charge('punctual', due, due));
  // Late in 6 of 10 months by 12 days, and the last charge still unpaid.
  const late = dues.map((due, index) =>
    charge('late', due, index === 9 ? null : index % 3 === 0 ? due : `${due.slice(0, 8)}13`),
  );
  const once = dues.map((due, index) => charge('once', due, index === 4 ? `${due.slice(0, 8)}20` : due));

  it('flags the tenant who pays late again and again, with counts, days late and what is still owed', () => {
    const payers = findLatePayers([...onTime, ...late, ...once], '2025-10-20', { graceDays: 5, minimumLateCharges: 3 });
    expect(payers).toEqual([
      {
        leaseId: 'late',
        currency: 'USD',
        chargesDue: 10,
        lateCharges: 7,
        averageDaysLate: 13,
        outstandingMinor: 150_000,
      },
    ]);
  });

  it('respects the grace days and leaves charges not yet past them out', () => {
    expect(findLatePayers(late, '2025-10-20', { graceDays: 14, minimumLateCharges: 3 })).toEqual([]);
    expect(findLatePayers(late, '2025-10-03', { graceDays: 5, minimumLateCharges: 3 })[0]?.chargesDue).toBe(9);
  });

  it('settles a charge on the day its partial payments add up', () => {
    expect(
      settledOn({
        leaseId: 'x',
        dueDate: '2025-01-01',
        amountMinor: 100,
        currency: 'USD',
        payments: [
          { paidOn: '2025-01-09', amountMinor: 50 },
          { paidOn: '2025-01-02', amountMinor: 50 },
        ],
      }),
    ).toBe('2025-01-09');
  });
});

describe('vacancy cost', () => {
  it('counts the days no lease covered from the day the unit counts, priced at a day of rent', () => {
    const costs = vacancyCosts(
      [
        {
          unitId: 'full',
          monthlyRentMinor: 200_000,
          currency: 'USD',
          since: '2024-01-01',
          leases: [{ from: '2024-01-01', to: '2026-12-31' }],
        },
        {
          unitId: 'gap',
          monthlyRentMinor: 182_500,
          currency: 'USD',
          since: '2024-01-01',
          leases: [
            { from: '2024-01-01', to: '2025-03-31' },
            { from: '2025-03-15', to: '2025-05-31' },
            { from: '2025-07-01', to: '2026-06-30' },
          ],
        },
        { unitId: 'new', monthlyRentMinor: 100_000, currency: 'EUR', since: '2025-12-22', leases: [] },
      ],
      { from: '2025-01-01', to: '2025-12-31' },
    );
    expect(costs).toEqual([
      { unitId: 'gap', currency: 'USD', vacantDays: 30, costMinor: 180_000 },
      { unitId: 'new', currency: 'EUR', vacantDays: 10, costMinor: Math.round((100_000 * 12 * 10) / 365) },
    ]);
  });
});

describe('robust forecast', () => {
  // Expenses of 9,000–11,000 a month with deterministic noise.
  const ordinary = [9_800, 10_400, 9_100, 10_900, 10_000, 9_500, 10_600, 9_300, 10_200, 9_900, 10_700, 9_600];
  it('is not raised by a one-off spike month', () => {
    const calm = robustForecast(ordinary.slice(0, 9), 3);
    const spiked = robustForecast([...ordinary.slice(0, 8), 60_000], 3);
    spiked.forEach((month, index) => {
      expect(month.value).toBeLessThan(11_000);
      expect(Math.abs(month.value - (calm[index]?.value ?? 0))).toBeLessThan(1_000);
    });
  });
  it('projects each calendar month’s usual offset once a year of history exists', () => {
    // Two years of 10,000 a month with a 20,000 tax bill every fourth month of the year (index 3 and 15).
    const taxed = Array.from({ length: 24 }, (_, month) => (month % 12 === 3 ? 30_000 : 10_000));
    const forecast = robustForecast(taxed, 6).map((month) => month.value);
    expect(forecast).toEqual([10_000, 10_000, 10_000, 30_000, 10_000, 10_000]);
  });
  it('follows a steady trend', () => {
    const growing = Array.from({ length: 12 }, (_, month) => 40_000 + 1_500 * month);
    expect(robustForecast(growing, 3).map((month) => Math.round(month.value))).toEqual([58_000, 59_500, 61_000]);
  });
  it('gives no seasonal offsets before a year exists', () => {
    const forecast = robustForecast([10_000, 10_000, 30_000, 10_000, 10_000], 3).map((month) => month.value);
    expect(forecast).toEqual([10_000, 10_000, 10_000]);
  });
  it('gives a range from its own past errors that holds the value and widens further ahead', () => {
    const [first, , third] = robustForecast(ordinary, 3);
    expect(first?.low).toBeLessThan(first?.value ?? 0);
    expect(first?.high).toBeGreaterThan(first?.value ?? 0);
    expect((third?.high ?? 0) - (third?.low ?? 0)).toBeGreaterThan((first?.high ?? 0) - (first?.low ?? 0));
    expect(first?.high).toBeLessThan(13_000);
    expect(first?.low).toBeGreaterThan(7_000);
  });
  it('never forecasts below zero and gives a point range without history to test against', () => {
    expect(robustForecast([], 2)).toEqual([
      { value: 0, low: 0, high: 0 },
      { value: 0, low: 0, high: 0 },
    ]);
    expect(robustForecast([500, 0, 0, 0, 0, 0], 1)[0]?.low).toBe(0);
  });
  it('trims the highest and lowest of five or more values, and takes the median of fewer', () => {
    expect(trimmedMean([1, 2, 3, 4, 100])).toBe(3);
    expect(trimmedMean([1, 2, 100])).toBe(2);
  });
});

describe('ranking', () => {
  it('ranks findings by their weight against their own currency’s monthly revenue', () => {
    const ranked = rankByImpact(
      [
        { id: 'small-usd', impactMinor: 50_000, currency: 'USD' },
        { id: 'large-eur', impactMinor: 90_000, currency: 'EUR' },
        { id: 'large-usd', impactMinor: 400_000, currency: 'USD' },
      ],
      new Map([
        ['USD', 1_000_000],
        ['EUR', 100_000],
      ]),
    );
    expect(ranked.map((finding) => [finding.id, finding.score])).toEqual([
      ['large-eur', 0.9],
      ['large-usd', 0.4],
      ['small-usd', 0.05],
    ]);
  });
});

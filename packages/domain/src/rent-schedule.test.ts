import { describe, expect, it } from 'vitest';
import { buildRentSchedule, chargesDueBy, prorateRent } from './rent-schedule.ts';

describe('prorateRent', () => {
  it('charges whole months in full and parts by the day', () => {
    expect(prorateRent(150_000, 31, 31)).toBe(150_000);
    expect(prorateRent(150_000, 17, 31)).toBe(82_258);
    expect(prorateRent(100_000, 14, 28)).toBe(50_000);
    expect(prorateRent(100_000, 1, 30)).toBe(3_333);
  });
});

describe('buildRentSchedule', () => {
  it('makes twelve equal charges for a calendar-year lease', () => {
    const schedule = buildRentSchedule({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRentMinor: 150_000,
      dueDay: 1,
    });
    expect(schedule).toHaveLength(12);
    expect(schedule.every((charge) => charge.amountMinor === 150_000)).toBe(true);
    expect(schedule[0]).toEqual({
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      dueDate: '2026-01-01',
      amountMinor: 150_000,
    });
    expect(schedule[11]?.dueDate).toBe('2026-12-01');
  });

  it('prorates a partial first and last month and moves the first due date to the start', () => {
    const schedule = buildRentSchedule({
      startDate: '2026-03-15',
      endDate: '2026-06-10',
      monthlyRentMinor: 155_000,
      dueDay: 1,
    });
    expect(schedule).toEqual([
      { periodStart: '2026-03-15', periodEnd: '2026-03-31', dueDate: '2026-03-15', amountMinor: 85_000 },
      { periodStart: '2026-04-01', periodEnd: '2026-04-30', dueDate: '2026-04-01', amountMinor: 155_000 },
      { periodStart: '2026-05-01', periodEnd: '2026-05-31', dueDate: '2026-05-01', amountMinor: 155_000 },
      { periodStart: '2026-06-01', periodEnd: '2026-06-10', dueDate: '2026-06-01', amountMinor: 51_667 },
    ]);
  });

  it('keeps a due day inside a short last period', () => {
    const schedule = buildRentSchedule({
      startDate: '2026-01-01',
      endDate: '2026-02-10',
      monthlyRentMinor: 100_000,
      dueDay: 15,
    });
    expect(schedule.map((charge) => charge.dueDate)).toEqual(['2026-01-15', '2026-02-10']);
  });

  it('handles leap years and crossing the year end', () => {
    const schedule = buildRentSchedule({
      startDate: '2027-12-20',
      endDate: '2028-02-29',
      monthlyRentMinor: 290_000,
      dueDay: 5,
    });
    expect(schedule.map((charge) => [charge.periodStart, charge.amountMinor])).toEqual([
      ['2027-12-20', 112_258],
      ['2028-01-01', 290_000],
      ['2028-02-01', 290_000],
    ]);
  });

  it('charges a one-day lease for one day', () => {
    const [charge] = buildRentSchedule({
      startDate: '2026-04-30',
      endDate: '2026-04-30',
      monthlyRentMinor: 300_000,
      dueDay: 1,
    });
    expect(charge).toEqual({
      periodStart: '2026-04-30',
      periodEnd: '2026-04-30',
      dueDate: '2026-04-30',
      amountMinor: 10_000,
    });
  });

  it('refuses impossible terms', () => {
    expect(() =>
      buildRentSchedule({ startDate: '2026-05-01', endDate: '2026-04-01', monthlyRentMinor: 1, dueDay: 1 }),
    ).toThrow();
    expect(() =>
      buildRentSchedule({ startDate: '2026-05-01', endDate: '2026-06-01', monthlyRentMinor: 1, dueDay: 31 }),
    ).toThrow();
  });
});

describe('chargesDueBy', () => {
  it('keeps the charges due up to the horizon', () => {
    const schedule = buildRentSchedule({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRentMinor: 1,
      dueDay: 1,
    });
    expect(chargesDueBy(schedule, '2026-03-01').map((charge) => charge.dueDate)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { chargeLines, type LeaseExtra, withExtras } from './lease-extras.ts';
import { buildRentSchedule } from './rent-schedule.ts';

const schedule = buildRentSchedule({
  startDate: '2026-01-01',
  endDate: '2026-04-30',
  monthlyRentMinor: 100_000,
  dueDay: 1,
});
const parking: LeaseExtra = {
  kind: 'parking',
  description: 'Space 4',
  amountMinor: 7_500,
  frequency: 'monthly',
  startDate: '2026-02-15',
  endDate: '2026-03-31',
};
const keys: LeaseExtra = {
  kind: 'key_replacement',
  description: '',
  amountMinor: 4_000,
  frequency: 'once',
  startDate: '2026-03-10',
  endDate: null,
};

describe('lease extras', () => {
  it('adds a monthly extra in full to every period it touches, and a one-off to the period of its date', () => {
    expect(withExtras(schedule, [parking, keys]).map((charge) => charge.amountMinor)).toEqual([
      100_000, 107_500, 111_500, 100_000,
    ]);
  });

  it('lists the lines of a period, a discount as a negative line, and never asks for less than nothing', () => {
    const discount: LeaseExtra = { ...parking, kind: 'discount', description: 'Move-in', amountMinor: 150_000 };
    const [, february] = schedule;
    if (!february) throw new Error('no February');
    expect(chargeLines(february, [parking, discount])).toEqual([
      { kind: 'rent', description: '', amountMinor: 100_000 },
      { kind: 'parking', description: 'Space 4', amountMinor: 7_500 },
      { kind: 'discount', description: 'Move-in', amountMinor: -150_000 },
    ]);
    expect(withExtras([february], [parking, discount])[0]?.amountMinor).toBe(0);
  });
});

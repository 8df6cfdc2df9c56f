import { describe, expect, it } from 'vitest';
import { recurrenceDates } from './recurring-expense.ts';

describe('recurrenceDates', () => {
  it('repeats monthly on the same day, after the first date, up to today included', () => {
    expect(recurrenceDates('2026-01-15', 'monthly', '2026-04-15')).toEqual(['2026-02-15', '2026-03-15', '2026-04-15']);
    expect(recurrenceDates('2026-01-15', 'monthly', '2026-04-14')).toEqual(['2026-02-15', '2026-03-15']);
  });

  it('clamps to the end of shorter months without drifting', () => {
    expect(recurrenceDates('2026-01-31', 'monthly', '2026-05-31')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(recurrenceDates('2028-01-31', 'monthly', '2028-02-29')).toEqual(['2028-02-29']);
  });

  it('repeats yearly on the same date, 29 February falling on 28 February in common years', () => {
    expect(recurrenceDates('2024-02-29', 'yearly', '2028-03-01')).toEqual([
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('stops at the end date and gives nothing for one-time expenses or future starts', () => {
    expect(recurrenceDates('2026-01-10', 'monthly', '2026-12-31', '2026-03-09')).toEqual(['2026-02-10']);
    expect(recurrenceDates('2026-01-10', 'none', '2026-12-31')).toEqual([]);
    expect(recurrenceDates('2026-06-10', 'monthly', '2026-06-01')).toEqual([]);
  });
});

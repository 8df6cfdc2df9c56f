import { describe, expect, it } from 'vitest';
import {
  groupByDate,
  monthWeeks,
  shiftAnchor,
  startOfWeek,
  visibleRange,
  weekDays,
  weekStartOf,
} from './calendar-grid.ts';

describe('startOfWeek and weekDays', () => {
  it('finds the week start for Monday- and Sunday-first weeks', () => {
    // 2026-11-24 is a Tuesday.
    expect(startOfWeek('2026-11-24', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-24', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-23', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-28', 6)).toBe('2026-11-28');
  });

  it('lists seven days across a month and a year boundary', () => {
    expect(weekDays('2026-12-31', 1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

describe('monthWeeks', () => {
  it('covers the month in whole weeks, starting on the week start', () => {
    const weeks = monthWeeks('2026-11-24', 1);
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks.flat()).toContain('2026-11-01');
    expect(weeks.flat()).toContain('2026-11-30');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('needs only four rows for a February that starts on the week start', () => {
    // 1 February 2026 is a Sunday.
    const weeks = monthWeeks('2026-02-10', 0);
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2026-02-01');
    expect(weeks.at(-1)?.[6]).toBe('2026-02-28');
  });

  it('handles a leap February', () => {
    const days = monthWeeks('2028-02-29', 1).flat();
    expect(days).toContain('2028-02-29');
    expect(days).toContain('2028-03-01');
  });
});

describe('visibleRange and shiftAnchor', () => {
  it('spans the grid, the week or 30 days', () => {
    expect(visibleRange('month', '2026-11-24', 1)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange('week', '2026-11-24', 0)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleRange('agenda', '2026-11-24', 1)).toEqual({ from: '2026-11-24', to: '2026-12-23' });
  });

  it('moves by a month without skipping short months, by a week, or by 30 days', () => {
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(shiftAnchor('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(shiftAnchor('week', '2026-11-24', -1)).toBe('2026-11-17');
    expect(shiftAnchor('agenda', '2026-11-24', 1)).toBe('2026-12-24');
  });
});

describe('groupByDate', () => {
  it('groups events by day, keeping their order', () => {
    const grouped = groupByDate([
      { id: 'a', date: '2026-11-24' },
      { id: 'b', date: '2026-11-25' },
      { id: 'c', date: '2026-11-24' },
    ]);
    expect([...grouped.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(grouped.get('2026-11-24')?.map((event) => event.id)).toEqual(['a', 'c']);
  });
});

describe('weekStartOf', () => {
  it('reads the region’s first weekday, Monday when unknown', () => {
    expect([0, 1]).toContain(weekStartOf('en'));
    expect(weekStartOf('fr-FR')).toBe(1);
    expect(weekStartOf('not a locale!')).toBe(1);
  });
});

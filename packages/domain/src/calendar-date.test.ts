import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, parseCalendarDate, todayIn } from './calendar-date.ts';

describe('calendar dates', () => {
  it('adds days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2026-01-31', '2026-01-01')).toBe(-30);
  });

  it('refuses dates that do not exist', () => {
    expect(() => parseCalendarDate('2026-02-30')).toThrow(RangeError);
    expect(() => parseCalendarDate('yesterday')).toThrow(RangeError);
  });

  it("knows today's date in a time zone", () => {
    const instant = new Date('2026-06-01T02:00:00Z');
    expect(todayIn('UTC', instant)).toBe('2026-06-01');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2026-05-31');
  });
});

describe('addMonths', () => {
  it('keeps the day and clamps to short months', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });
});

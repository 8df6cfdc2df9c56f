import { describe, expect, it } from 'vitest';
import { ZCalendarDate } from './calendar.ts';

function messages(value: unknown): string[] {
  const result = ZCalendarDate.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZCalendarDate', () => {
  it('takes real dates from 1900-01-01 to 2199-12-31, leap days included', () => {
    for (const date of ['1900-01-01', '2026-03-15', '2024-02-29', '2000-02-29', '2199-12-31']) {
      expect(ZCalendarDate.safeParse(date), date).toEqual({ success: true, data: date });
    }
  });

  it('refuses dates that do not exist or are not YYYY-MM-DD', () => {
    for (const date of [
      '2026-02-30',
      '2025-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-1-5',
      '15/03/2026',
      '',
      20260315,
    ]) {
      expect(ZCalendarDate.safeParse(date).success, String(date)).toBe(false);
    }
  });

  it('refuses years before 1900 as too small and after 2199 as too big, with the allowed year', () => {
    for (const date of ['0000-01-01', '0024-05-01', '1899-12-31']) {
      expect(ZCalendarDate.safeParse(date).error?.issues).toMatchObject([
        { code: 'too_small', origin: 'date', minimum: 1900, inclusive: true },
      ]);
    }
    for (const date of ['2200-01-01', '9999-12-31']) {
      expect(ZCalendarDate.safeParse(date).error?.issues).toMatchObject([
        { code: 'too_big', origin: 'date', maximum: 2199, inclusive: true },
      ]);
    }
    expect(messages('0000-01-01')).toEqual(['Too small: expected date to be >=1900']);
    expect(messages('9999-12-31')).toEqual(['Too big: expected date to be <=2199']);
  });
});

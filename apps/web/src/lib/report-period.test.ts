import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './report-period.ts';

describe('resolvePeriod', () => {
  const today = '2026-11-22';

  it('covers whole months for this month, last month and this quarter', () => {
    expect(resolvePeriod({ preset: 'thisMonth' }, today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolvePeriod({ preset: 'lastMonth' }, today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(resolvePeriod({ preset: 'thisQuarter' }, today)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(resolvePeriod({ preset: 'thisQuarter' }, '2028-02-29')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('crosses the year for last month in January', () => {
    expect(resolvePeriod({ preset: 'lastMonth' }, '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('runs up to today for the year to date and the last 12 months', () => {
    expect(resolvePeriod({ preset: 'yearToDate' }, today)).toEqual({ from: '2026-01-01', to: today });
    expect(resolvePeriod({ preset: 'last12Months' }, today)).toEqual({ from: '2025-12-01', to: today });
  });

  it('needs both ends of a custom range, in order, and keeps the property', () => {
    expect(resolvePeriod({ preset: 'custom', from: '2026-03-01' }, today)).toBeNull();
    expect(resolvePeriod({ preset: 'custom', from: '2026-03-10', to: '2026-03-01' }, today)).toBeNull();
    expect(resolvePeriod({ preset: 'custom', from: '2026-03-01', to: '2026-03-10', propertyId: 'p1' }, today)).toEqual({
      from: '2026-03-01',
      to: '2026-03-10',
      propertyId: 'p1',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { TAnalyzedRequest } from './analyzed-request.ts';
import { analyzeMaintenance } from './maintenance-analysis.ts';
import { seasonOf } from './preventive-tasks.ts';
import { median, nearestRankPercentile } from './resolution-times.ts';

const maple = { id: '00000000-0000-4000-8000-000000000001', name: 'Maple Court' };
const harbor = { id: '00000000-0000-4000-8000-000000000002', name: 'Harbor View' };
const unit1A = { id: '00000000-0000-4000-8000-0000000000a1', label: '1A' };
const unit2B = { id: '00000000-0000-4000-8000-0000000000b2', label: '2B' };
const unit3 = { id: '00000000-0000-4000-8000-0000000000c3', label: '3' };

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

function request(id: string, fields: Partial<TAnalyzedRequest>): TAnalyzedRequest {
  return {
    id: `00000000-0000-4000-8000-0000000010${id}`,
    title: `Request ${id}`,
    category: 'other',
    priority: 'medium',
    status: 'open',
    property: maple,
    unit: null,
    reportedAt: '2026-10-01T00:00:00.000Z',
    completedAt: null,
    cost: null,
    ...fields,
  };
}

/** Known answers worked out by hand for 15 October 2026 (autumn in the north) and a 180-day window. */
const REQUESTS: TAnalyzedRequest[] = [
  request('01', {
    category: 'plumbing',
    priority: 'high',
    status: 'completed',
    unit: unit1A,
    reportedAt: '2026-09-01T10:00:00.000Z',
    completedAt: '2026-09-01T16:00:00.000Z',
    cost: usd(12_000),
  }),
  request('02', {
    category: 'plumbing',
    status: 'completed',
    unit: unit1A,
    reportedAt: '2026-09-20T10:00:00.000Z',
    completedAt: '2026-09-22T10:00:00.000Z',
    cost: usd(18_000),
  }),
  request('03', { category: 'plumbing', unit: unit1A, reportedAt: '2026-10-10T08:00:00.000Z' }),
  request('04', {
    category: 'heating_cooling',
    status: 'completed',
    unit: unit2B,
    reportedAt: '2026-08-01T00:00:00.000Z',
    completedAt: '2026-08-03T00:00:00.000Z',
    cost: usd(30_000),
  }),
  request('05', {
    category: 'heating_cooling',
    priority: 'urgent',
    status: 'in_progress',
    reportedAt: '2026-10-01T12:00:00.000Z',
  }),
  request('06', {
    category: 'pest',
    priority: 'high',
    property: harbor,
    unit: unit3,
    reportedAt: '2026-10-12T12:00:00.000Z',
  }),
  request('07', {
    category: 'electrical',
    priority: 'high',
    property: harbor,
    unit: unit3,
    reportedAt: '2026-10-05T12:00:00.000Z',
  }),
  request('08', {
    category: 'plumbing',
    status: 'completed',
    property: harbor,
    unit: unit3,
    reportedAt: '2025-12-01T00:00:00.000Z',
    completedAt: '2025-12-02T00:00:00.000Z',
    cost: usd(5_000),
  }),
  request('09', { category: 'appliance', status: 'cancelled', property: harbor, unit: unit3 }),
  request('10', { category: 'appliance', status: 'cancelled', property: harbor, unit: unit3 }),
  request('11', {
    category: 'plumbing',
    status: 'completed',
    unit: unit1A,
    reportedAt: '2025-01-01T00:00:00.000Z',
    completedAt: '2025-01-02T00:00:00.000Z',
  }),
  request('12', {
    category: 'electrical',
    status: 'completed',
    property: harbor,
    unit: unit3,
    reportedAt: '2026-09-15T12:00:00.000Z',
    completedAt: '2026-09-15T14:00:00.000Z',
    cost: { amountMinor: 9_000, currency: 'EUR' },
  }),
  request('13', {
    category: 'structural',
    status: 'completed',
    property: harbor,
    reportedAt: '2026-03-01T00:00:00.000Z',
    completedAt: '2026-03-04T00:00:00.000Z',
  }),
];

const idOf = (suffix: string) => `00000000-0000-4000-8000-0000000010${suffix}`;

describe('analyzeMaintenance', () => {
  const analysis = analyzeMaintenance(REQUESTS, {
    today: '2026-10-15',
    now: new Date('2026-10-15T12:00:00.000Z'),
    windowDays: 180,
    hemisphere: 'north',
  });

  it('counts the requests of the window and those open now', () => {
    expect(analysis.from).toBe('2026-04-18');
    expect(analysis.to).toBe('2026-10-15');
    expect(analysis.requestCount).toBe(8);
    expect(analysis.openCount).toBe(4);
  });

  it('finds a category repeated in one unit, and in a property across units, without counting a repeat twice', () => {
    expect(
      analysis.recurringIssues.map((issue) => [
        issue.scope,
        issue.property.name,
        issue.unit?.label ?? null,
        issue.category,
        issue.count,
      ]),
    ).toEqual([
      ['unit', 'Maple Court', '1A', 'plumbing', 3],
      ['unit', 'Harbor View', '3', 'electrical', 2],
      ['property', 'Maple Court', null, 'heating_cooling', 2],
    ]);
    expect(analysis.recurringIssues[0]?.requestIds).toEqual([idOf('01'), idOf('02'), idOf('03')]);
    expect(analysis.recurringIssues[0]?.firstReportedAt).toBe('2026-09-01T10:00:00.000Z');
    expect(analysis.recurringIssues[0]?.lastReportedAt).toBe('2026-10-10T08:00:00.000Z');
  });

  it('adds up the cost per category and currency, largest first', () => {
    expect(analysis.costByCategory).toEqual([
      { category: 'plumbing', currency: 'USD', totalMinor: 30_000, requestCount: 2, averageMinor: 15_000 },
      { category: 'heating_cooling', currency: 'USD', totalMinor: 30_000, requestCount: 1, averageMinor: 30_000 },
      { category: 'electrical', currency: 'EUR', totalMinor: 9_000, requestCount: 1, averageMinor: 9_000 },
    ]);
  });

  it('gives the median and 90th percentile resolution time per category', () => {
    expect(analysis.resolutionTimes).toEqual([
      { category: 'plumbing', completedCount: 2, medianHours: 27, p90Hours: 48 },
      { category: 'electrical', completedCount: 1, medianHours: 2, p90Hours: 2 },
      { category: 'heating_cooling', completedCount: 1, medianHours: 48, p90Hours: 48 },
    ]);
  });

  it('lists open requests older than their urgency allows, the most urgent first', () => {
    expect(analysis.overdueFollowUps.map((item) => [item.id, item.priority, item.ageDays, item.thresholdDays])).toEqual(
      [
        [idOf('05'), 'urgent', 14, 1],
        [idOf('07'), 'high', 10, 3],
      ],
    );
  });

  it('suggests preventive tasks from the recurring issues and the coming season', () => {
    expect(
      analysis.preventiveTasks.map((task) => [
        task.kind,
        task.reason,
        task.property.name,
        task.unit?.label ?? null,
        task.evidenceCount,
        task.dueBy,
      ]),
    ).toEqual([
      ['pipe_freeze_check', 'recurring', 'Maple Court', '1A', 3, '2026-10-29'],
      ['electrical_inspection', 'recurring', 'Harbor View', '3', 2, '2026-11-14'],
      ['heating_service', 'recurring', 'Maple Court', null, 2, '2026-11-14'],
      ['gutter_cleaning', 'season', 'Harbor View', null, 1, '2026-11-14'],
    ]);
    expect(analysis.preventiveTasks[3]?.season).toBe('autumn');
  });

  it('finds nothing in an organization without requests', () => {
    const empty = analyzeMaintenance([], {
      today: '2026-10-15',
      now: new Date('2026-10-15T12:00:00.000Z'),
      windowDays: 90,
      hemisphere: 'north',
    });
    expect(empty).toMatchObject({
      requestCount: 0,
      openCount: 0,
      recurringIssues: [],
      costByCategory: [],
      preventiveTasks: [],
    });
  });
});

describe('seasonOf', () => {
  it('uses whole months, flipped in the southern hemisphere', () => {
    expect(seasonOf('2026-10-15', 'north')).toBe('autumn');
    expect(seasonOf('2026-10-15', 'south')).toBe('spring');
    expect(seasonOf('2026-01-31', 'north')).toBe('winter');
    expect(seasonOf('2026-07-01', 'south')).toBe('winter');
    expect(seasonOf('2026-06-01', 'north')).toBe('summer');
  });
});

describe('median and nearest-rank percentile', () => {
  it('match hand-worked values', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([5, 1, 9].sort((a, b) => a - b))).toBe(5);
    expect(nearestRankPercentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(nearestRankPercentile([4], 0.9)).toBe(4);
    expect(median([])).toBe(0);
  });
});

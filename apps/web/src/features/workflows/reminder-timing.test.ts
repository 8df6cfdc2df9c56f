import { describe, expect, it } from 'vitest';
import { offsetUnitOf, previewByRule, reminderTimingKey } from './reminder-timing.ts';

describe('reminderTimingKey', () => {
  it('names each template timing', () => {
    expect(reminderTimingKey('due_date', 3)).toEqual({ key: 'workflows.timing.daysBeforeDue', count: 3 });
    expect(reminderTimingKey('lease_end', 30)).toEqual({ key: 'workflows.timing.daysBeforeLeaseEnd', count: 30 });
    expect(reminderTimingKey('request_created', 48)).toEqual({ key: 'workflows.timing.hoursAfterRequest', count: 48 });
    expect(reminderTimingKey('lease_start', 0)).toEqual({ key: 'workflows.timing.onLeaseStart', count: 0 });
  });

  it('says "on the day" for a zero offset of a date', () => {
    expect(reminderTimingKey('due_date', 0).key).toBe('workflows.timing.onDueDate');
    expect(reminderTimingKey('lease_end', 0).key).toBe('workflows.timing.onLeaseEnd');
    expect(reminderTimingKey('lease_start', 2)).toEqual({ key: 'workflows.timing.daysAfterLeaseStart', count: 2 });
    expect(reminderTimingKey('request_created', 0)).toEqual({ key: 'workflows.timing.hoursAfterRequest', count: 0 });
  });
});

describe('offsetUnitOf', () => {
  it('counts hours after a request and days otherwise', () => {
    expect(offsetUnitOf('request_created')).toBe('hours');
    expect(offsetUnitOf('due_date')).toBe('days');
    expect(offsetUnitOf('lease_start')).toBe('days');
  });
});

describe('previewByRule', () => {
  it('groups by rule, each in sending order', () => {
    const groups = previewByRule([
      { ruleId: 'b', sendAt: '2026-12-03T00:00:00.000Z' },
      { ruleId: 'a', sendAt: '2026-12-02T00:00:00.000Z' },
      { ruleId: 'b', sendAt: '2026-12-01T00:00:00.000Z' },
    ]);
    expect([...groups.keys()]).toEqual(['b', 'a']);
    expect(groups.get('b')?.map((item) => item.sendAt)).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2026-12-03T00:00:00.000Z',
    ]);
  });
});

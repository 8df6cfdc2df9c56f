import { describe, expect, it } from 'vitest';
import { monthWeeks } from '../../components/month-grid.ts';
import { dayAfterKey, staysOnNight } from './stay-calendar.ts';

describe('stays on the grid', () => {
  const stays = [
    { id: 'a', from: '2026-12-03', to: '2026-12-06' },
    { id: 'b', from: '2026-12-06', to: '2026-12-08' },
  ];

  it('puts a stay on its nights only: its check-out day belongs to the next stay', () => {
    expect(staysOnNight(stays, '2026-12-02')).toEqual([]);
    expect(staysOnNight(stays, '2026-12-03').map((s) => s.id)).toEqual(['a']);
    expect(staysOnNight(stays, '2026-12-05').map((s) => s.id)).toEqual(['a']);
    expect(staysOnNight(stays, '2026-12-06').map((s) => s.id)).toEqual(['b']);
    expect(staysOnNight(stays, '2026-12-08')).toEqual([]);
  });

  it('lays a month out in whole weeks that hold every day of it', () => {
    const weeks = monthWeeks('2026-12-15', 1);
    expect(weeks[0]?.[0]).toBe('2026-11-30');
    expect(weeks.at(-1)?.[6]).toBe('2027-01-03');
    expect(weeks.flat().filter((day) => day.startsWith('2026-12'))).toHaveLength(31);
  });
});

describe('dayAfterKey', () => {
  it('moves by a day sideways (mirrored right-to-left) and a week up or down', () => {
    expect(dayAfterKey('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
    expect(dayAfterKey('2026-12-31', 'ArrowRight', true)).toBe('2026-12-30');
    expect(dayAfterKey('2026-12-01', 'ArrowLeft')).toBe('2026-11-30');
    expect(dayAfterKey('2026-12-01', 'ArrowUp')).toBe('2026-11-24');
    expect(dayAfterKey('2026-12-28', 'ArrowDown')).toBe('2027-01-04');
    expect(dayAfterKey('2026-12-28', 'Enter')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { monthWeeks } from '../../components/month-grid.ts';
import { chooseDay, dayAfterKey, isSelected, NO_SELECTION, staysOnNight } from './stay-calendar.ts';

describe('chooseDay', () => {
  it('starts on the first day and finishes on the second (the check-out)', () => {
    const started = chooseDay(NO_SELECTION, '2026-12-03');
    expect(started).toEqual({ kind: 'started', from: '2026-12-03' });
    expect(chooseDay(started, '2026-12-07')).toEqual({ kind: 'range', from: '2026-12-03', to: '2026-12-07' });
  });

  it('swaps a second day before the first and picks one night for the same day twice', () => {
    const started = chooseDay(NO_SELECTION, '2026-12-10');
    expect(chooseDay(started, '2026-12-08')).toEqual({ kind: 'range', from: '2026-12-08', to: '2026-12-10' });
    expect(chooseDay(started, '2026-12-10')).toEqual({ kind: 'range', from: '2026-12-10', to: '2026-12-11' });
  });

  it('starts again after a finished range, across months and years', () => {
    const range = chooseDay(chooseDay(NO_SELECTION, '2026-12-30'), '2027-01-02');
    expect(range).toEqual({ kind: 'range', from: '2026-12-30', to: '2027-01-02' });
    expect(chooseDay(range, '2027-01-05')).toEqual({ kind: 'started', from: '2027-01-05' });
  });
});

describe('isSelected', () => {
  it('highlights the started day, then the whole range through its check-out day', () => {
    expect(isSelected(NO_SELECTION, '2026-12-03')).toBe(false);
    expect(isSelected({ kind: 'started', from: '2026-12-03' }, '2026-12-03')).toBe(true);
    expect(isSelected({ kind: 'started', from: '2026-12-03' }, '2026-12-04')).toBe(false);
    const range = { kind: 'range', from: '2026-12-03', to: '2026-12-05' } as const;
    expect(
      ['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((d) => isSelected(range, d)),
    ).toEqual([false, true, true, true, false]);
  });
});

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

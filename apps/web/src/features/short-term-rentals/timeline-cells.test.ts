import { describe, expect, it } from 'vitest';
import { freeCellAfterKey } from './timeline-cells.ts';

describe('freeCellAfterKey', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'];
  // Row 0: the 2nd and 3rd are booked. Row 1: only the 4th is free.
  const isFree = (row: number, day: string) =>
    row === 0 ? !['2026-11-02', '2026-11-03'].includes(day) : day === '2026-11-04';

  it('skips taken nights sideways, mirrored right-to-left', () => {
    const from = { row: 0, day: '2026-11-01' };
    expect(freeCellAfterKey(from, 'ArrowRight', days, 2, isFree)).toEqual({ row: 0, day: '2026-11-04' });
    expect(freeCellAfterKey(from, 'ArrowLeft', days, 2, isFree)).toBeNull();
    expect(freeCellAfterKey(from, 'ArrowLeft', days, 2, isFree, true)).toEqual({ row: 0, day: '2026-11-04' });
  });

  it('goes to the closest free night of the next listing up or down', () => {
    expect(freeCellAfterKey({ row: 0, day: '2026-11-01' }, 'ArrowDown', days, 2, isFree)).toEqual({
      row: 1,
      day: '2026-11-04',
    });
    expect(freeCellAfterKey({ row: 1, day: '2026-11-04' }, 'ArrowUp', days, 2, isFree)).toEqual({
      row: 0,
      day: '2026-11-04',
    });
    expect(freeCellAfterKey({ row: 1, day: '2026-11-04' }, 'ArrowDown', days, 2, isFree)).toBeNull();
    expect(freeCellAfterKey({ row: 0, day: '2026-11-01' }, 'Enter', days, 2, isFree)).toBeNull();
  });
});

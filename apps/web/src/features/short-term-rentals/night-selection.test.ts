import { describe, expect, it } from 'vitest';
import { chooseNight, isNightSelected, selectedStay } from './night-selection.ts';

describe('chooseNight', () => {
  it('starts on the first choice and finishes on the second, in either order', () => {
    const started = chooseNight(null, 'a', '2026-11-10');
    expect(started).toEqual({ listingId: 'a', first: '2026-11-10', last: null });
    expect(chooseNight(started, 'a', '2026-11-12')).toEqual({
      listingId: 'a',
      first: '2026-11-10',
      last: '2026-11-12',
    });
    expect(chooseNight(started, 'a', '2026-11-08')).toEqual({
      listingId: 'a',
      first: '2026-11-08',
      last: '2026-11-10',
    });
  });

  it('starts again on another listing or after a finished range', () => {
    const started = chooseNight(null, 'a', '2026-11-10');
    expect(chooseNight(started, 'b', '2026-11-12')).toEqual({ listingId: 'b', first: '2026-11-12', last: null });
    const finished = chooseNight(started, 'a', '2026-11-11');
    expect(chooseNight(finished, 'a', '2026-11-20')).toEqual({ listingId: 'a', first: '2026-11-20', last: null });
  });

  it('asks for the nights chosen: check-out the day after the last night, one night when chosen twice', () => {
    const once = chooseNight(chooseNight(null, 'a', '2026-11-30'), 'a', '2026-11-30');
    expect(selectedStay(once)).toEqual({ listingId: 'a', from: '2026-11-30', to: '2026-12-01' });
    expect(selectedStay(chooseNight(null, 'a', '2026-11-30'))).toBeNull();
    expect(isNightSelected(once, 'a', '2026-11-30')).toBe(true);
    expect(isNightSelected(once, 'b', '2026-11-30')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { occupancyRate } from './occupancy-rate.ts';

describe('occupancyRate', () => {
  it('divides occupied units by the units that existed', () => {
    // 5 units, 4 with a lease covering the day: 80%.
    expect(occupancyRate(4, 5)).toBe(0.8);
    // 2,000 units, 1,800 leased: 90%.
    expect(occupancyRate(1_800, 2_000)).toBe(0.9);
  });

  it('is 0 for an empty portfolio of units and has no value without units', () => {
    expect(occupancyRate(0, 3)).toBe(0);
    expect(occupancyRate(0, 0)).toBeNull();
  });
});

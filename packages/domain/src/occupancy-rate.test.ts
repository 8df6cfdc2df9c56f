import { describe, expect, it } from 'vitest';
import { occupancyOf } from './occupancy-rate.ts';

describe('occupancyOf', () => {
  it('divides occupied units by the units available to rent', () => {
    // 5 units, 4 let: 80%.
    expect(occupancyOf({ totalUnits: 5, occupiedUnits: 4, unavailableUnits: 0 }).occupancyRate).toBe(0.8);
    expect(occupancyOf({ totalUnits: 2_000, occupiedUnits: 1_800, unavailableUnits: 0 }).occupancyRate).toBe(0.9);
  });

  it('leaves units marked unavailable out of both sides: 4 let of 8 with 1 unavailable is 4 of 7', () => {
    expect(occupancyOf({ totalUnits: 8, occupiedUnits: 4, unavailableUnits: 1 })).toEqual({
      totalUnits: 8,
      occupiedUnits: 4,
      unavailableUnits: 1,
      availableUnits: 7,
      vacantUnits: 3,
      occupancyRate: 4 / 7,
    });
  });

  it('is 0 when nothing available is let, and has no value when no unit is available to rent', () => {
    expect(occupancyOf({ totalUnits: 3, occupiedUnits: 0, unavailableUnits: 0 }).occupancyRate).toBe(0);
    expect(occupancyOf({ totalUnits: 2, occupiedUnits: 0, unavailableUnits: 2 }).occupancyRate).toBeNull();
    expect(occupancyOf({ totalUnits: 0, occupiedUnits: 0, unavailableUnits: 0 }).occupancyRate).toBeNull();
  });
});

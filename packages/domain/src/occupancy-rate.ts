export type UnitCounts = {
  totalUnits: number;
  /** Units a lease covers on the day. */
  occupiedUnits: number;
  /** Units marked unavailable that no lease covers (a let unit counts as occupied, whatever its mark). */
  unavailableUnits: number;
};

export type Occupancy = UnitCounts & { availableUnits: number; vacantUnits: number; occupancyRate: number | null };

/**
 * Occupancy is occupied units over the units available to rent: units marked unavailable (under renovation,
 * kept for the owner) are left out of both sides, so they neither count as vacant nor lower the rate.
 * No rate (null) when no unit is available to rent, rather than 0%.
 */
export function occupancyOf(counts: UnitCounts): Occupancy {
  const availableUnits = Math.max(counts.totalUnits - counts.unavailableUnits, 0);
  return {
    totalUnits: counts.totalUnits,
    occupiedUnits: counts.occupiedUnits,
    unavailableUnits: counts.unavailableUnits,
    availableUnits,
    vacantUnits: Math.max(availableUnits - counts.occupiedUnits, 0),
    occupancyRate: availableUnits > 0 ? Math.min(1, Math.max(0, counts.occupiedUnits / availableUnits)) : null,
  };
}

/** Occupied units over the units that existed; null when there were none (no rate rather than 0%). */
export function occupancyRate(occupiedUnits: number, totalUnits: number): number | null {
  if (totalUnits <= 0) return null;
  return Math.min(1, Math.max(0, occupiedUnits / totalUnits));
}

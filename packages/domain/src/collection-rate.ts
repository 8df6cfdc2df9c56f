/**
 * The share of the rent that fell due and was received: received against those charges divided by what
 * they asked. Null when nothing fell due (no rate, rather than 0% or 100%). A charge paid more than
 * once cannot lift the rate above 1.
 */
export function collectionRate(receivedMinor: number, dueMinor: number): number | null {
  if (dueMinor <= 0) return null;
  return Math.min(1, Math.max(0, receivedMinor / dueMinor));
}

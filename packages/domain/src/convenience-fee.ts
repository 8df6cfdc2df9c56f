/** The convenience fee on `amountMinor` at `basisPoints` (100 = 1 %), rounded half up: the server charges it, the portal shows it. */
export function convenienceFeeOf(amountMinor: number, basisPoints: number): number {
  return Math.floor((amountMinor * basisPoints + 5000) / 10_000);
}

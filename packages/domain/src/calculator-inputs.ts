/**
 * Guards shared by the investment calculators (cap rate, mortgage, returns): each throws a RangeError naming the
 * input, so a caller that skipped validation fails loudly instead of showing NaN.
 */

/** A money amount in minor units: a safe, non-negative integer. */
export function assertMinorAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of minor units`);
  }
}

/** A rate as a fraction (0.05 = 5%) between 0 and `max` inclusive. */
export function assertRate(value: number, name: string, max = 1): void {
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a fraction between 0 and ${max}`);
  }
}

/** The largest amount any money field takes: one hundred million in major units, as minor units. */
export const MAX_AMOUNT_MINOR = 100_000_000_00;

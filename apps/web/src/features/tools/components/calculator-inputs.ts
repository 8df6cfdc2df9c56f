import { MAX_AMOUNT_MINOR } from '@rentwell/contracts/money';
import { parseAmountToMinor } from '@rentwell/domain/money';
import { MAX_MORTGAGE_TERM_YEARS } from '@rentwell/domain/mortgage';

/** Why a typed value cannot be used; each has a translation under `tools.errors`. */
export type TInputError =
  | 'invalidAmount'
  | 'amountTooSmall'
  | 'invalidPercent'
  | 'invalidTerm'
  | 'downPaymentTooLarge'
  | 'noCashInvested';

/**
 * A calculator field read from its text: a value, an error to show under the field, or `missing` (a required field
 * still empty: no error, the results just wait for it).
 */
export type TReading<T> = { value: T } | { error: TInputError } | { missing: true };

export function hasValue<T>(reading: TReading<T>): reading is { value: T } {
  return 'value' in reading;
}

export function errorOf(reading: TReading<unknown>): TInputError | undefined {
  return 'error' in reading ? reading.error : undefined;
}

/** A money amount in the currency's minor units; an empty optional field is 0. */
export function readAmount(
  text: string,
  currency: string,
  { isRequired = false, isPositive = false }: { isRequired?: boolean; isPositive?: boolean } = {},
): TReading<number> {
  const trimmed = text.trim();
  if (trimmed === '') return isRequired ? { missing: true } : { value: 0 };
  const minor = parseAmountToMinor(trimmed, currency);
  if (minor === null || minor < 0 || minor > MAX_AMOUNT_MINOR) return { error: 'invalidAmount' };
  if (isPositive && minor === 0) return { error: 'amountTooSmall' };
  return { value: minor };
}

/** A percentage typed as '6.5' or '6,5', from 0 to 100, returned as a fraction (0.065); an empty optional field is 0. */
export function readPercent(text: string, { isRequired = false }: { isRequired?: boolean } = {}): TReading<number> {
  const trimmed = text.trim().replace(/\s|%/g, '').replace(',', '.');
  if (trimmed === '') return isRequired ? { missing: true } : { value: 0 };
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return { error: 'invalidPercent' };
  const percent = Number(trimmed);
  if (!Number.isFinite(percent) || percent > 100) return { error: 'invalidPercent' };
  return { value: percent / 100 };
}

/** A loan term in whole years, 1 to 50. */
export function readTermYears(text: string): TReading<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { missing: true };
  if (!/^\d+$/.test(trimmed)) return { error: 'invalidTerm' };
  const years = Number(trimmed);
  return years >= 1 && years <= MAX_MORTGAGE_TERM_YEARS ? { value: years } : { error: 'invalidTerm' };
}

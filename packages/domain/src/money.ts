/** Money is kept as an integer count of the currency's minor unit (cents) plus an ISO 4217 code. */
export type Money = { amountMinor: number; currency: string };

/** How many minor-unit digits a currency has: 2 for USD and EUR, 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Parses what a person typed ("1,250.5", "1250,50", "1 250") into minor units, or null when it is not an
 * amount. The last '.' or ',' followed by at most the currency's digits is the decimal separator.
 */
export function parseAmountToMinor(input: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const compact = input.trim().replace(/[\s'\u00a0\u202f]/g, '');
  if (!/^-?[\d.,]+$/.test(compact)) return null;
  const negative = compact.startsWith('-');
  const unsigned = negative ? compact.slice(1) : compact;
  const lastSeparator = Math.max(unsigned.lastIndexOf('.'), unsigned.lastIndexOf(','));
  const fraction = lastSeparator >= 0 ? unsigned.slice(lastSeparator + 1) : '';
  const isDecimal = lastSeparator >= 0 && fraction.length > 0 && fraction.length <= digits && digits > 0;
  const whole = (isDecimal ? unsigned.slice(0, lastSeparator) : unsigned).replace(/[.,]/g, '');
  if (whole === '' && !isDecimal) return null;
  const minor = Number(whole || '0') * 10 ** digits + (isDecimal ? Number(fraction.padEnd(digits, '0')) : 0);
  if (!Number.isSafeInteger(minor)) return null;
  return negative ? -minor : minor;
}

/** Converts minor units to the major-unit number Intl formats (12345 USD → 123.45). */
export function minorToMajor(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorUnitDigits(currency);
}

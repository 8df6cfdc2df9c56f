/** UTF-8 byte order mark: spreadsheet programs read the file as UTF-8 (accented and Hebrew names intact). */
export const CSV_BOM = '\ufeff';
const CSV_LINE_END = '\r\n';

/** What a spreadsheet would run as a formula when a cell starts with it (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal ("-300.00") is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One field, RFC 4180: quoted when it holds a quote, comma or line break (quotes doubled). A text that a
 * spreadsheet would take for a formula gets a leading apostrophe, so it is shown, never evaluated.
 * Numbers, and texts that are plain decimals, are written as they are (a negative amount is not a formula).
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvLine(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}${CSV_LINE_END}`;
}

/**
 * The check a language model's text passes before it is shown: every number written in it must be one of the
 * facts' numbers as a reader sees them formatted. Money in minor units (a key ending in `Minor`) reads in major
 * units, whole or to the cent; a rate between 0 and 1 (a key ending in `Rate`, `Change` or `change`, or `share`)
 * reads as a percentage; dates read as their year, month and day; numbers inside the facts' texts (a street
 * number, a unit label) count as written. Small counts up to 12 (three months, twelve months) are always allowed.
 */

const ALWAYS_ALLOWED = 12;

/**
 * A number token: digits with their group and decimal separators (comma, dot, no-break spaces, apostrophe); a plain
 * space groups only before exactly three digits, so '2026 12 months' stays two numbers.
 */
const NUMBER_TOKEN = /\d(?:[\d'’]|[.,\u00a0\u202f](?=\d)| (?=\d{3}(?!\d)))*/g;

function isRateKey(key: string): boolean {
  return /(Rate|rate|Change|change|share|Share)$/.test(key);
}

/** The values a token can mean: separators read either way (1,234.56 or 1.234,56), spaces and apostrophes as grouping. */
export function readNumberToken(token: string): number[] {
  const compact = token.replace(/[\u00a0\u202f '’]/g, '');
  const readings = new Set<number>();
  const withDecimal = (decimal: ',' | '.') => {
    const group = decimal === ',' ? '.' : ',';
    const parts = compact.split(decimal);
    if (parts.length > 2) return;
    const whole = (parts[0] ?? '').split(group).join('');
    const value = Number(parts.length === 2 ? `${whole}.${parts[1]}` : whole);
    if (Number.isFinite(value)) readings.add(value);
  };
  withDecimal('.');
  withDecimal(',');
  return [...readings];
}

export function numbersInText(text: string): { token: string; values: number[] }[] {
  return [...text.matchAll(NUMBER_TOKEN)].map((match) => ({ token: match[0], values: readNumberToken(match[0]) }));
}

/** Every number a reader may see for the facts. */
export function allowedNumbers(facts: unknown): Set<number> {
  const allowed = new Set<number>();
  const add = (value: number) => {
    allowed.add(value);
    allowed.add(Math.abs(value));
  };
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'number') {
      add(value);
      if (key.endsWith('Minor')) {
        const major = value / 100;
        add(major);
        add(Math.round(major));
        add(Math.trunc(major));
      }
      if (isRateKey(key) && Math.abs(value) <= 10) {
        const percent = value * 100;
        add(Math.round(percent));
        add(Math.round(percent * 10) / 10);
      }
      return;
    }
    if (typeof value === 'string') {
      for (const { values } of numbersInText(value)) for (const reading of values) add(reading);
      const date = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(value);
      if (date) for (const part of date.slice(1)) if (part) add(Number(part));
      return;
    }
    if (Array.isArray(value)) {
      add(value.length);
      for (const item of value) visit(item, key);
      return;
    }
    if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) visit(child, childKey);
    }
  };
  visit(facts, '');
  return allowed;
}

/** The numbers written in `text` that match none of the facts' (empty: the text may be shown). */
export function unmatchedNumbers(text: string, facts: unknown): string[] {
  const allowed = allowedNumbers(facts);
  const matches = (value: number) =>
    (Number.isInteger(value) && value >= 0 && value <= ALWAYS_ALLOWED) ||
    allowed.has(value) ||
    [...allowed].some((candidate) => Math.abs(candidate - value) < 0.005);
  return numbersInText(text)
    .filter(({ values }) => !values.some(matches))
    .map(({ token }) => token);
}

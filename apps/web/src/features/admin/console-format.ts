const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in the language's words and digits: 48234496 → '48.2 MB' (decimal units, as disks are sold). */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unitIndex = 0;
  while (value >= 1000 && unitIndex < BYTE_UNITS.length - 1) {
    value /= 1000;
    unitIndex += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unitIndex] ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: unitIndex === 0 ? 0 : 1,
  }).format(value);
}

const DURATION_UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A length of time as its two largest parts, in the language: 93784 s → '1 day, 2 hours'; under a second in ms. */
export function formatDuration(totalSeconds: number, language: string): string {
  if (totalSeconds < 1) {
    const milliseconds = Math.max(0, Math.round(totalSeconds * 1000));
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(
      milliseconds,
    );
  }
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(totalSeconds));
  for (const [unit, size] of DURATION_UNITS) {
    const amount = Math.floor(rest / size);
    rest -= amount * size;
    if (amount > 0 || (unit === 'second' && parts.length === 0)) {
      parts.push(new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(amount));
    }
    if (parts.length === 2) break;
    // Only neighbouring units: '1 day, 2 hours', never '1 day, 5 seconds'.
    if (parts.length === 1 && amount === 0) break;
  }
  return new Intl.ListFormat(language, { style: 'long', type: 'unit' }).format(parts);
}

/** The middle value (mean of the two middle ones for an even count); NaN for no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Median absolute deviation from the median: a spread a single outlier cannot inflate. */
export function medianAbsoluteDeviation(values: readonly number[]): number {
  const center = median(values);
  return median(values.map((value) => Math.abs(value - center)));
}

/**
 * Iglewicz and Hoaglin's modified z-score of `value` against `history`: 0.6745 × (value − median) / MAD. When more
 * than half the history is identical (MAD 0) it falls back to the mean absolute deviation (× 1.2533, its ratio to the
 * standard deviation); when every value is identical, any difference above 10 % of the median counts as infinite.
 */
export function robustZScore(value: number, history: readonly number[]): number {
  const center = median(history);
  const mad = medianAbsoluteDeviation(history);
  if (mad > 0) return (0.6745 * (value - center)) / mad;
  const meanDeviation = history.reduce((sum, item) => sum + Math.abs(item - center), 0) / history.length;
  if (meanDeviation > 0) return (value - center) / (1.2533 * meanDeviation);
  if (Math.abs(value - center) > Math.abs(center) * 0.1)
    return value > center ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return 0;
}

import { median } from './robust-statistics.ts';

/** One forecast month: the expected value and a range the month should fall in about four times out of five. */
export type ForecastPoint = { value: number; low: number; high: number };

const YEAR = 12;
/** The recent months whose (deseasonalized) values set the level. */
const LEVEL_MONTHS = 6;
/** The recent months whose slope sets the trend; fewer than `MINIMUM_TREND_MONTHS` give no trend. */
const TREND_MONTHS = 12;
const MINIMUM_TREND_MONTHS = 6;
/** Past one-month-ahead forecasts whose errors set the range. */
const ERROR_ORIGINS = 12;
const LOW_QUANTILE = 0.1;
const HIGH_QUANTILE = 0.9;

/** The mean without the highest and lowest value once there are five or more; the median of fewer. */
export function trimmedMean(values: readonly number[]): number {
  if (values.length < 5) return median(values);
  const kept = [...values].sort((a, b) => a - b).slice(1, -1);
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
}

/** The `quantile` of `values` by linear interpolation between the sorted values. */
function quantileOf(values: readonly number[], quantile: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * quantile;
  const below = sorted[Math.floor(position)] ?? 0;
  const above = sorted[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - Math.floor(position));
}

/** Theil–Sen slope of the last twelve values: the median of the slopes between every two of them. */
function trendOf(series: readonly number[]): number {
  const recent = series.slice(-TREND_MONTHS);
  if (recent.length < MINIMUM_TREND_MONTHS) return 0;
  const slopes: number[] = [];
  for (let first = 0; first < recent.length; first++) {
    for (let second = first + 1; second < recent.length; second++) {
      slopes.push(((recent[second] ?? 0) - (recent[first] ?? 0)) / (second - first));
    }
  }
  return median(slopes);
}

/**
 * How far month `index` of `series` usually sits above or below its year: for each complete year (counted back from
 * the series' end) that holds the same calendar month, that month less the year's median; the median of those.
 * Zero before a full year of history exists.
 */
function seasonalOffset(series: readonly number[], index: number): number {
  const offsets: number[] = [];
  for (let yearEnd = series.length; yearEnd >= YEAR; yearEnd -= YEAR) {
    const year = series.slice(yearEnd - YEAR, yearEnd);
    const position = (((index - (yearEnd - YEAR)) % YEAR) + YEAR) % YEAR;
    offsets.push((year[position] ?? 0) - median(year));
  }
  return offsets.length > 0 ? median(offsets) : 0;
}

/**
 * The value expected `step` months after the end of `series` (step 1 = the next month): the series less its trend,
 * less each month's seasonal offset, gives the level; the forecast adds back the trend and the target month's offset.
 */
function pointForecast(series: readonly number[], step: number): number {
  if (series.length === 0) return 0;
  const slope = trendOf(series);
  const detrended = series.map((value, index) => value - slope * index);
  const recent = detrended.slice(-LEVEL_MONTHS).map((value, offset) => {
    const index = Math.max(series.length - LEVEL_MONTHS, 0) + offset;
    return value - seasonalOffset(detrended, index);
  });
  const target = series.length - 1 + step;
  return Math.max(0, trimmedMean(recent) + slope * target + seasonalOffset(detrended, target));
}

/**
 * A forecast that a one-off cannot drag along: the level is a trimmed mean of the last six months (a single spike is
 * dropped), the trend the Theil–Sen slope of the last twelve (a median of slopes, which one spike barely moves), and
 * once a year of history exists each calendar month keeps its usual offset from its year's median (yearly taxes, a
 * busy summer). Callers take known one-offs (flagged unusual expenses) out of `series` first.
 * The range comes from the method's own one-month-ahead errors over the last twelve months (10th to 90th
 * percentile), widened by √step for months further ahead. `series` is consecutive months, oldest first; amounts
 * never go below zero.
 */
export function robustForecast(series: readonly number[], horizon: number): ForecastPoint[] {
  const errors: number[] = [];
  for (let origin = Math.max(3, series.length - ERROR_ORIGINS); origin < series.length; origin++) {
    errors.push((series[origin] ?? 0) - pointForecast(series.slice(0, origin), 1));
  }
  return Array.from({ length: horizon }, (_, index) => {
    const step = index + 1;
    const value = pointForecast(series, step);
    if (errors.length === 0) return { value, low: value, high: value };
    const widen = Math.sqrt(step);
    return {
      value,
      low: Math.max(0, Math.min(value, value + quantileOf(errors, LOW_QUANTILE) * widen)),
      high: Math.max(value, value + quantileOf(errors, HIGH_QUANTILE) * widen),
    };
  });
}

export type HoltForecast = {
  /** The next `horizon` values. */
  forecast: number[];
  /** The last smoothed level and trend (per step). */
  level: number;
  trend: number;
  alpha: number;
  beta: number;
  /** Root mean squared one-step-ahead error over the fitted series. */
  rmse: number;
};

function fit(series: readonly number[], alpha: number, beta: number) {
  let level = series[0] ?? 0;
  let trend = (series[1] ?? level) - level;
  let squaredError = 0;
  for (let index = 1; index < series.length; index++) {
    const value = series[index] ?? 0;
    const predicted = level + trend;
    squaredError += (value - predicted) ** 2;
    const previousLevel = level;
    level = alpha * value + (1 - alpha) * (level + trend);
    trend = beta * (level - previousLevel) + (1 - beta) * trend;
  }
  return { level, trend, rmse: Math.sqrt(squaredError / Math.max(series.length - 1, 1)) };
}

const GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9];

/**
 * Holt's linear exponential smoothing: a level and a trend, each updated by its own smoothing factor, chosen from a
 * grid by the smallest one-step-ahead squared error. Needs at least three values; with fewer it returns null.
 */
export function holtForecast(series: readonly number[], horizon: number): HoltForecast | null {
  if (series.length < 3) return null;
  let best: (ReturnType<typeof fit> & { alpha: number; beta: number }) | null = null;
  for (const alpha of GRID) {
    for (const beta of GRID) {
      const fitted = fit(series, alpha, beta);
      if (!best || fitted.rmse < best.rmse) best = { ...fitted, alpha, beta };
    }
  }
  if (!best) return null;
  const { level, trend } = best;
  return {
    forecast: Array.from({ length: horizon }, (_, step) => level + trend * (step + 1)),
    level,
    trend,
    alpha: best.alpha,
    beta: best.beta,
    rmse: best.rmse,
  };
}

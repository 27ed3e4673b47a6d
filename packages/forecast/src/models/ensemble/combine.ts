/**
 * Equal-weight (median) combination of forecasts, and the widening (or narrowing) of its intervals by the
 * errors it made on rolling origins.
 *
 * @module
 */
import type { SeriesForecast } from '../series-fit.js';
import { factorAt, type IntervalFactors } from './calibration.js';

/**
 * The median of the members' point forecasts at each step (the mean of two), and around it the mean of
 * their interval half-widths at each level. Each member counts equally; the median is the robust
 * equal-weight average (Jose & Winkler 2008, "Simple robust averages of forecasts"): one member that
 * goes astray, such as a seasonal ETS model started from barely two years, cannot drag the forecast
 * with it as it drags a mean.
 */
export function combineForecasts(
  forecasts: readonly SeriesForecast[],
  levels: readonly number[],
): SeriesForecast {
  const k = forecasts.length;
  const first = forecasts[0] as SeriesForecast;
  const mean = first.mean.map((_, h) => median(forecasts.map((f) => f.mean[h] as number)));
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    const half = mean.map(
      (_, h) =>
        forecasts.reduce(
          (s, f) => s + ((f.upper[level]?.[h] as number) - (f.lower[level]?.[h] as number)) / 2,
          0,
        ) / k,
    );
    lower[level] = mean.map((m, h) => m - (half[h] as number));
    upper[level] = mean.map((m, h) => m + (half[h] as number));
  }
  return { mean, lower, upper };
}

/** Median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Scales each level's interval half-width around the point forecast by that level's factor. */
export function scaleIntervals(
  f: SeriesForecast,
  levels: readonly number[],
  factors: IntervalFactors,
): SeriesForecast {
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    const factor = factorAt(factors, level);
    lower[level] = f.mean.map((m, h) => m - factor * (m - (f.lower[level]?.[h] as number)));
    upper[level] = f.mean.map((m, h) => m + factor * ((f.upper[level]?.[h] as number) - m));
  }
  return { mean: f.mean, lower, upper };
}

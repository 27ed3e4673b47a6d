/**
 * Equal-weight combination of forecasts, and the widening (or narrowing) of its intervals by the
 * errors it made on rolling origins.
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { SeriesForecast } from '../series-fit.js';

/** The mean of the members' point forecasts, and the mean of their interval half-widths at each level. */
export function averageForecasts(
  forecasts: readonly SeriesForecast[],
  levels: readonly number[],
): SeriesForecast {
  const k = forecasts.length;
  const first = forecasts[0] as SeriesForecast;
  const mean = first.mean.map((_, h) => forecasts.reduce((s, f) => s + (f.mean[h] as number), 0) / k);
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

/** Scales every interval's half-width around the point forecast by `factor`. */
export function scaleIntervals(f: SeriesForecast, levels: readonly number[], factor: number): SeriesForecast {
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    lower[level] = f.mean.map((m, h) => m - factor * (m - (f.lower[level]?.[h] as number)));
    upper[level] = f.mean.map((m, h) => m + factor * ((f.upper[level]?.[h] as number) - m));
  }
  return { mean: f.mean, lower, upper };
}

/** The standard error a 95% interval implies, assuming it is normal: half-width / 1.96. */
export function impliedStandardError(f: SeriesForecast, h: number): number {
  const z = normalQuantile(0.975, 0, 1);
  return ((f.upper[95]?.[h] as number) - (f.lower[95]?.[h] as number)) / (2 * z);
}

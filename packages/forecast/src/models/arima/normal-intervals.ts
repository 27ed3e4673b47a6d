/**
 * Gaussian prediction intervals from point forecasts and their standard errors, at levels in percent.
 * The normal quantile is stdlib's (Wichura's AS 241, accurate to double precision), as R's `qnorm`.
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { SeriesForecast } from '../series-fit.js';

/** Builds `mean ± z·se` bands for each level (for example 80 and 95). */
export function normalIntervals(
  mean: number[],
  se: readonly number[],
  levels: readonly number[],
): SeriesForecast {
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    if (!(level > 0 && level < 100))
      throw new RangeError(`[ctp] interval level must be in (0, 100), got ${level}`);
    const z = normalQuantile(0.5 + level / 200, 0, 1);
    lower[level] = mean.map((m, h) => m - z * (se[h] as number));
    upper[level] = mean.map((m, h) => m + z * (se[h] as number));
  }
  return { mean, lower, upper };
}

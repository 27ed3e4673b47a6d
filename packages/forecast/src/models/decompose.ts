/**
 * Classical seasonal decomposition by moving averages, as R's `decompose()` does it: a centred
 * moving average of one seasonal period as the trend, seasonal indices as the mean detrended value of
 * each season (normalised to sum to zero, or to average one when multiplicative), the rest remainder.
 *
 * @module
 */

/** Additive (`y = T + S + R`) or multiplicative (`y = T · S · R`) decomposition. */
export type DecompositionType = 'additive' | 'multiplicative';

/** The components of a decomposed series; `trend` and `remainder` are `NaN` where the moving average is undefined (half a period at each end). */
export interface Decomposition {
  readonly type: DecompositionType;
  readonly period: number;
  readonly trend: number[];
  /** Seasonal index per season, position 0 being the season of the first observation. */
  readonly figure: number[];
  /** Seasonal component per observation. */
  readonly seasonal: number[];
  readonly remainder: number[];
}

/** Decomposes `y` with seasonal `period` (≥ 2); needs at least two full periods. */
export function decompose(y: readonly number[], period: number, type: DecompositionType): Decomposition {
  const n = y.length;
  if (period < 2 || n < 2 * period)
    throw new Error(`decomposition needs period ≥ 2 and at least ${2 * period} observations`);
  const trend = centredMovingAverage(y, period);
  const detrended = y.map((v, i) =>
    type === 'additive' ? v - (trend[i] as number) : v / (trend[i] as number),
  );
  const sums = new Array<number>(period).fill(0);
  const counts = new Array<number>(period).fill(0);
  detrended.forEach((d, i) => {
    if (Number.isFinite(d)) {
      sums[i % period] = (sums[i % period] as number) + d;
      counts[i % period] = (counts[i % period] as number) + 1;
    }
  });
  const raw = sums.map((s, k) => s / (counts[k] as number));
  const centre = raw.reduce((a, b) => a + b, 0) / period;
  const figure = raw.map((s) => (type === 'additive' ? s - centre : s / centre));
  const seasonal = y.map((_, i) => figure[i % period] as number);
  const remainder = y.map((v, i) =>
    type === 'additive'
      ? v - (trend[i] as number) - (seasonal[i] as number)
      : v / ((trend[i] as number) * (seasonal[i] as number)),
  );
  return { type, period, trend, figure, seasonal, remainder };
}

/** Centred moving average of order `period` (a 2×period average when the period is even), `NaN` at the ends. */
export function centredMovingAverage(y: readonly number[], period: number): number[] {
  const n = y.length;
  const weights =
    period % 2 === 1
      ? new Array<number>(period).fill(1 / period)
      : [0.5 / period, ...new Array<number>(period - 1).fill(1 / period), 0.5 / period];
  const half = (weights.length - 1) / 2;
  return y.map((_, i) => {
    if (i < half || i >= n - half) return Number.NaN;
    let s = 0;
    for (let j = 0; j < weights.length; j++) s += (weights[j] as number) * (y[i - half + j] as number);
    return s;
  });
}

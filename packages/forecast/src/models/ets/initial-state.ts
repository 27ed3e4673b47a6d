/**
 * Starting values for ETS estimation, as R forecast's `initstate`/`initparam` choose them: seasonal
 * indices from a classical decomposition of the series (R fits a Fourier regression below three cycles;
 * we need two and decompose those),
 * level and slope from a regression on the first max(10, 2m) seasonally adjusted values, and smoothing
 * weights near the lower end of their ranges.
 *
 * @module
 */
import { LOWER, UPPER } from './admissible.js';
import type { EtsSmoothing, EtsSpec, EtsState } from './ets-recursions.js';

/** Seasonal figure of a classical decomposition (R's `decompose`), one value per cycle position. */
function seasonalFigure(x: readonly number[], m: number, multiplicative: boolean): number[] {
  const half = Math.floor(m / 2);
  const sums = new Array<number>(m).fill(0);
  const counts = new Array<number>(m).fill(0);
  for (let t = half; t < x.length - half; t++) {
    let s = 0;
    if (m % 2 === 0) {
      s = 0.5 * ((x[t - half] as number) + (x[t + half] as number));
      for (let k = -half + 1; k < half; k++) s += x[t + k] as number;
    } else {
      for (let k = -half; k <= half; k++) s += x[t + k] as number;
    }
    const trend = s / m;
    const detrended = multiplicative ? (x[t] as number) / trend : (x[t] as number) - trend;
    sums[t % m] = (sums[t % m] as number) + detrended;
    counts[t % m] = (counts[t % m] as number) + 1;
  }
  const figure = sums.map((s, i) => s / Math.max(1, counts[i] as number));
  const centre = figure.reduce((a, b) => a + b, 0) / m;
  return figure.map((f) => (multiplicative ? f / centre : f - centre));
}

/** Initial level, slope and seasonal states (R's `initstate`); needs at least two full cycles for seasons. */
export function initialState(y: readonly number[], spec: EtsSpec): EtsState {
  const m = spec.season === 'N' ? 1 : spec.period;
  let adjusted = y.slice();
  let seasons: number[] = [];
  if (spec.season !== 'N') {
    const multiplicative = spec.season === 'M';
    let figure = seasonalFigure(y, m, multiplicative);
    if (multiplicative) {
      figure = figure.map((f) => Math.max(f, 1e-2));
      // R checks the m − 1 free seeds (every index but the first cycle position) against m.
      const total = figure.slice(1).reduce((a, b) => a + b, 0);
      if (total > m) figure = figure.map((f) => f / (total + 1e-2 * (m - 1)));
    }
    adjusted = y.map((v, t) =>
      multiplicative ? v / Math.max(figure[t % m] as number, 1e-2) : v - (figure[t % m] as number),
    );
    // State order: seasons[0] is the most recent (cycle position m-1), seasons[m-1] applies to y[0].
    seasons = figure.slice().reverse();
  }
  const maxn = Math.min(Math.max(10, 2 * m), adjusted.length);
  const head = adjusted.slice(0, maxn);
  if (spec.trend === 'N') return { level: head.reduce((a, b) => a + b, 0) / maxn, slope: 0, seasons };
  const xs = head.map((_, i) => i + 1);
  const xMean = xs.reduce((a, b) => a + b, 0) / maxn;
  const yMean = head.reduce((a, b) => a + b, 0) / maxn;
  let sxy = 0;
  let sxx = 0;
  head.forEach((v, i) => {
    sxy += ((xs[i] as number) - xMean) * (v - yMean);
    sxx += ((xs[i] as number) - xMean) ** 2;
  });
  let slope = sxx > 0 ? sxy / sxx : 0;
  let level = yMean - slope * xMean;
  // With multiplicative errors the first forecast l + b must not be zero.
  if (Math.abs(level + slope) < 1e-8) {
    level *= 1 + 1e-3;
    slope *= 1 - 1e-3;
  }
  return { level, slope, seasons };
}

/** Initial smoothing weights (R's `initparam`); the seasonal period scales α's start for seasonal models. */
export function initialSmoothing(spec: EtsSpec): EtsSmoothing {
  const m = spec.season === 'N' ? 1 : spec.period;
  const alpha = LOWER.alpha + (0.2 * (UPPER.alpha - LOWER.alpha)) / m;
  const beta = LOWER.beta + 0.1 * (Math.min(UPPER.beta, alpha) - LOWER.beta);
  const gamma = LOWER.gamma + 0.05 * (Math.min(UPPER.gamma, 1 - alpha) - LOWER.gamma);
  const phi = LOWER.phi + 0.99 * (UPPER.phi - LOWER.phi);
  return { alpha, beta, gamma, phi };
}

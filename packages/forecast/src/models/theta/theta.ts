/**
 * The Theta method (Assimakopoulos & Nikolopoulos 2000) as R's `forecast::thetaf` computes it, which
 * Hyndman & Billah (2003) showed to be simple exponential smoothing with drift: SES (fitted by mean
 * squared error) plus half the slope of the least-squares line, on the series seasonally adjusted by
 * classical multiplicative decomposition when the seasonal-lag autocorrelation test says so.
 *
 * The optimised Theta method (Fiorucci et al. 2016) chooses the weight θ of the theta line instead of
 * fixing it at 2: the forecast is (1 − 1/θ) × the extended least-squares line + (1/θ) × SES of the
 * theta line Z = θ·y + (1 − θ)·line, θ ≥ 1 chosen by the in-sample mean squared one-step error.
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { SeriesTooShortError } from '../arima/series-too-short.js';
import { seasonalDifferencesNeeded } from '../arima/unit-root.js';
import { decompose } from '../decompose.js';
import { fitEts } from '../ets/fit-ets.js';
import type { SeriesFit, SeriesForecast } from '../series-fit.js';
import { isSeasonal } from './seasonality-test.js';

/** Fewest observations: SES needs 7 (R's n > parameters + 4 with a margin for the line). */
export const THETA_MINIMUM_LENGTH = 7;

/** Options of {@link fitTheta}. */
export interface ThetaOptions {
  /** Seasonal period (12 monthly, 4 quarterly, 1 annual). */
  readonly period: number;
  /** `standard` (θ = 2, R's `thetaf`) or `optimised` (θ chosen by one-step MSE). */
  readonly variant?: 'standard' | 'optimised';
  /**
   * How seasonality is detected before adjusting: `acf` (default, R's `thetaf`: the seasonal-lag
   * autocorrelation, one-sided at 90%) or `strength` (the seasonal strength of an additive decomposition
   * above 0.64, the rule R's `nsdiffs` and so `auto.arima` use; Wang, Smith & Hyndman 2006). On three
   * years of a trending monthly series the autocorrelation test rarely fires, because the trend inflates
   * the low-lag autocorrelations its standard error sums; the strength measure removes the trend first.
   */
  readonly seasonalTest?: 'acf' | 'strength';
}

/** A fitted Theta model. */
export interface ThetaFit extends SeriesFit {
  /** Whether the series was seasonally adjusted before the theta lines were fitted. */
  readonly seasonal: boolean;
  /** θ: 2 for the standard method. */
  readonly theta: number;
}

interface Adjustment {
  readonly x: number[];
  /** Seasonal factor of step h (1-based) after the end of the series; 1 when not seasonal. */
  readonly factorAhead: (h: number) => number;
  readonly seasonal: boolean;
}

function detectSeasonality(y: readonly number[], m: number, test: 'acf' | 'strength'): boolean {
  return test === 'acf' ? isSeasonal(y, m) : seasonalDifferencesNeeded(y, m) > 0;
}

function seasonallyAdjust(y: readonly number[], m: number, test: 'acf' | 'strength'): Adjustment {
  const none = { x: y.slice(), factorAhead: () => 1, seasonal: false };
  // Multiplicative decomposition needs positive data; thetaf would produce nonsense otherwise.
  if (!detectSeasonality(y, m, test) || !y.every((v) => v > 0)) return none;
  const { figure } = decompose(y, m, 'multiplicative');
  if (figure.some((f) => Math.abs(f) < 1e-4)) return none;
  const n = y.length;
  return {
    x: y.map((v, t) => v / (figure[t % m] as number)),
    factorAhead: (h) => figure[(n + h - 1) % m] as number,
    seasonal: true,
  };
}

/** Intercept and slope of the least-squares line through (t, x_t), t = 0..n−1 (R's `lsfit`). */
function leastSquaresLine(x: readonly number[]): { a: number; b: number } {
  const n = x.length;
  const tMean = (n - 1) / 2;
  const xMean = x.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  x.forEach((v, t) => {
    sxy += (t - tMean) * (v - xMean);
    sxx += (t - tMean) ** 2;
  });
  const b = sxy / sxx;
  return { a: xMean - b * tMean, b };
}

/** Simple exponential smoothing by mean squared error (R's `ses`): α, the final level and σ². */
function ses(x: readonly number[], m: number) {
  const fit = fitEts(x, { error: 'A', trend: 'N', season: 'N', period: Math.max(1, m), criterion: 'mse' });
  const level = fit.forecast(1, []).mean[0] as number;
  return { alpha: fit.smoothing.alpha, l0: fit.initialState.level, level, sigma2: fit.sigma2 };
}

function intervals(
  mean: number[],
  se: (h: number) => number,
  levels: readonly number[],
  factorAhead: (h: number) => number,
): SeriesForecast {
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    const z = normalQuantile(0.5 + level / 200, 0, 1);
    // thetaf leaves the band on the adjusted scale; scaling it by the seasonal factor, as the point
    // forecast is scaled, keeps its width proportional to the season (a deliberate difference).
    lower[level] = mean.map((v, i) => v - z * se(i + 1) * factorAhead(i + 1));
    upper[level] = mean.map((v, i) => v + z * se(i + 1) * factorAhead(i + 1));
  }
  return { mean, lower, upper };
}

function standardTheta(y: readonly number[], m: number, test: 'acf' | 'strength'): ThetaFit {
  const adj = seasonallyAdjust(y, m, test);
  const n = adj.x.length;
  const s = ses(adj.x, m);
  const drift = leastSquaresLine(adj.x).b / 2;
  const alpha = Math.max(1e-10, s.alpha);
  const start = (1 - (1 - alpha) ** n) / alpha;
  return {
    description: `Theta${adj.seasonal ? ` (multiplicative seasonal adjustment [${m}])` : ''}, SES α ${alpha.toPrecision(4)} with drift ${drift.toPrecision(6)}`,
    aicc: Number.NaN,
    parameters: { theta: 2, alpha, level: s.level, drift, sigma2: s.sigma2, seasonal: adj.seasonal ? 1 : 0 },
    minimumLength: THETA_MINIMUM_LENGTH,
    seasonal: adj.seasonal,
    theta: 2,
    forecast(horizon, levels) {
      const mean = Array.from(
        { length: horizon },
        (_, i) => (s.level + drift * (i + start)) * adj.factorAhead(i + 1),
      );
      const se = (h: number) => Math.sqrt(s.sigma2 * ((h - 1) * alpha * alpha + 1));
      return intervals(mean, se, levels, adj.factorAhead);
    },
  };
}

/** One-step in-sample errors and the forecast function of the theta-line combination for one θ. */
function thetaLines(x: readonly number[], m: number, theta: number) {
  const n = x.length;
  const { a, b } = leastSquaresLine(x);
  const line = (t: number) => a + b * t;
  const z = x.map((v, t) => theta * v + (1 - theta) * line(t));
  const s = ses(z, m);
  // One-step fitted values of SES on Z rebuilt from α and the initial level.
  let level = s.l0;
  let sse = 0;
  for (let t = 0; t < n; t++) {
    const fitted = (1 - 1 / theta) * line(t) + level / theta;
    sse += ((x[t] as number) - fitted) ** 2;
    level = s.alpha * (z[t] as number) + (1 - s.alpha) * level;
  }
  return {
    mse: sse / n,
    sigma2: sse / Math.max(1, n - 3),
    alpha: s.alpha,
    point: (h: number) => (1 - 1 / theta) * line(n - 1 + h) + s.level / theta,
  };
}

function optimisedTheta(y: readonly number[], m: number, test: 'acf' | 'strength'): ThetaFit {
  const adj = seasonallyAdjust(y, m, test);
  // Golden-section search for θ in [1, 10] on the one-step MSE; θ = 1 is SES on the series itself.
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = 1;
  let hi = 10;
  let c = hi - phi * (hi - lo);
  let d = lo + phi * (hi - lo);
  let fc = thetaLines(adj.x, m, c).mse;
  let fd = thetaLines(adj.x, m, d).mse;
  for (let k = 0; k < 40 && hi - lo > 1e-4; k++) {
    if (fc <= fd) {
      hi = d;
      d = c;
      fd = fc;
      c = hi - phi * (hi - lo);
      fc = thetaLines(adj.x, m, c).mse;
    } else {
      lo = c;
      c = d;
      fc = fd;
      d = lo + phi * (hi - lo);
      fd = thetaLines(adj.x, m, d).mse;
    }
  }
  const theta = (lo + hi) / 2;
  const best = thetaLines(adj.x, m, theta);
  const alpha = Math.max(1e-10, best.alpha);
  return {
    description: `Optimised Theta θ ${theta.toPrecision(4)}${adj.seasonal ? ` (multiplicative seasonal adjustment [${m}])` : ''}, SES α ${alpha.toPrecision(4)}`,
    aicc: Number.NaN,
    parameters: { theta, alpha, sigma2: best.sigma2, seasonal: adj.seasonal ? 1 : 0 },
    minimumLength: THETA_MINIMUM_LENGTH,
    seasonal: adj.seasonal,
    theta,
    forecast(horizon, levels) {
      const mean = Array.from({ length: horizon }, (_, i) => best.point(i + 1) * adj.factorAhead(i + 1));
      // As thetaf: the SES forecast variance, growing with α² per step.
      const se = (h: number) => Math.sqrt(best.sigma2 * ((h - 1) * alpha * alpha + 1));
      return intervals(mean, se, levels, adj.factorAhead);
    },
  };
}

/**
 * Fits the standard or optimised Theta method to `y`.
 *
 * @throws an `Error` with code `SERIES_TOO_SHORT` (and `needed`, `actual`) below `THETA_MINIMUM_LENGTH` (7) points.
 */
export function fitTheta(y: readonly number[], options: ThetaOptions): ThetaFit {
  if (y.length < THETA_MINIMUM_LENGTH) {
    throw new SeriesTooShortError('theta', THETA_MINIMUM_LENGTH, y.length);
  }
  const m = Math.max(1, options.period);
  const test = options.seasonalTest ?? 'acf';
  return options.variant === 'optimised' ? optimisedTheta(y, m, test) : standardTheta(y, m, test);
}

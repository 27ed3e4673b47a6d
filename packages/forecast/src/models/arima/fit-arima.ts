/**
 * Seasonal ARIMA by exact maximum likelihood, the way R's `arima(method = "CSS-ML")` does it: difference
 * the series, find starting values by conditional sum of squares, then maximise the exact Gaussian
 * likelihood of the ARMA part by BFGS with stationarity-enforcing AR parameters (Kalman filter from the
 * stationary state covariance), and report R's information criteria.
 *
 * @module
 */
import type { SeriesFit } from '../series-fit.js';
import { fromStationaryAr } from './ar-transform.js';
import { forecastArima } from './arima-forecast.js';
import { type ArmaLayout, cssObjective, exactObjective, filterArma, unpack } from './arima-likelihood.js';
import { minimizeBfgs } from './bfgs.js';
import { difference, differencingCoefficients, invertMa, minRootModulus } from './polynomial.js';
import { SeriesTooShortError } from './series-too-short.js';

/** Orders of a seasonal ARIMA(p,d,q)(P,D,Q)[period] model. */
export interface ArimaOptions {
  /** Non-seasonal [p, d, q]. */
  readonly order: readonly [number, number, number];
  /** Seasonal [P, D, Q]; default [0, 0, 0]. */
  readonly seasonal?: readonly [number, number, number];
  /** Seasonal period (12 monthly, 4 quarterly, 1 annual). */
  readonly period: number;
  /**
   * Estimate a constant: the mean when d + D = 0, a drift (slope per period) when d + D = 1; ignored for
   * d + D ≥ 2 as in R. Default: true when d + D = 0, false otherwise (R's `arima` default).
   */
  readonly includeConstant?: boolean;
  /**
   * `CSS-ML` (default): conditional-sum-of-squares starting values, then exact maximum likelihood.
   * `CSS`: conditional sum of squares only, R's fast approximation used by the automatic order search.
   */
  readonly method?: 'CSS-ML' | 'CSS';
  /**
   * Refuse the model when its conditional-sum-of-squares starting AR part is not stationary, as R's
   * `arima` does ("non-stationary AR part from CSS"); auto.arima then skips the model. Default false:
   * the AR starting values are reset to zero and the exact likelihood is maximised from there.
   */
  readonly strictStart?: boolean;
}

/** A fitted seasonal ARIMA model with R's summary statistics. */
export interface ArimaFit extends SeriesFit {
  readonly order: readonly [number, number, number];
  readonly seasonal: readonly [number, number, number];
  readonly period: number;
  /** Innovation variance estimate (R's `sigma2`: weighted SSQ / observations used). */
  readonly sigma2: number;
  readonly loglik: number;
  readonly aic: number;
  readonly bic: number;
  /** Smallest root modulus of the AR and MA polynomials (R's auto.arima rejects models below 1.01). */
  readonly minRoot: number;
}

function describe(
  order: readonly number[],
  seasonal: readonly number[],
  period: number,
  constant: string,
): string {
  const base = `ARIMA(${order.join(',')})`;
  const seas = seasonal.some((v) => v > 0) ? `(${seasonal.join(',')})[${period}]` : '';
  return `${base}${seas}${constant === 'drift' ? ' with drift' : constant === 'intercept' ? ' with non-zero mean' : ''}`;
}

function standardDeviation(x: readonly number[]): number {
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  return Math.sqrt(x.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, x.length - 1));
}

function isStationary(ar: readonly number[]): boolean {
  return ar.length === 0 || minRootModulus(ar.map((c) => -c)) > 1;
}

/**
 * Fits ARIMA(p,d,q)(P,D,Q)[period] to `y` by exact maximum likelihood.
 *
 * @throws {SeriesTooShortError} when `y` has too few points for the orders.
 * @example
 * const fit = fitArima(logAirPassengers, { order: [0, 1, 1], seasonal: [0, 1, 1], period: 12 });
 * fit.parameters.ma1; // ≈ -0.4018
 */
export function fitArima(y: readonly number[], options: ArimaOptions): ArimaFit {
  const [p, d, q] = options.order;
  const [P, D, Q] = options.seasonal ?? [0, 0, 0];
  const period = options.period;
  const orders = [p, d, q, P, D, Q];
  if (!orders.every((o) => Number.isInteger(o) && o >= 0) || !Number.isInteger(period) || period < 1) {
    throw new RangeError(
      `[ctp] [arima] orders and period must be non-negative integers, got ${orders} [${period}]`,
    );
  }
  const lag = period;
  const dTotal = d + (period > 1 ? D : 0);
  const constantKind =
    (options.includeConstant ?? dTotal === 0)
      ? dTotal === 0
        ? 'intercept'
        : dTotal === 1
          ? 'drift'
          : 'none'
      : 'none';
  const seasonal: [number, number, number] = period > 1 ? [P, D, Q] : [0, 0, 0];
  const description = describe(options.order, seasonal, period, constantKind);
  const nCoef = p + q + seasonal[0] + seasonal[2] + (constantKind === 'none' ? 0 : 1);
  const needed = d + seasonal[1] * lag + p + seasonal[0] * lag + nCoef + 3;
  if (y.length < needed) throw new SeriesTooShortError(description, needed, y.length);
  if (!y.every(Number.isFinite))
    throw new RangeError(`[ctp] [${description}] the series has non-finite values`);

  const w = difference(y, d, seasonal[1], lag);
  const delta = differencingCoefficients(d, seasonal[1], lag);
  const constantScale = dTotal === 0 ? 1 : delta.reduce((s, c, i) => s + c * (i + 1), 0);
  const layout: ArmaLayout = {
    p,
    q,
    P: seasonal[0],
    Q: seasonal[2],
    period: lag,
    constant: constantKind !== 'none',
    constantScale,
  };
  // The constant is optimised on R's scale: its least-squares value plus 10 standard errors per unit.
  const wMean = w.reduce((s, v) => s + v, 0) / w.length;
  const constantStart = wMean / constantScale;
  const constantUnit = (10 * standardDeviation(w)) / Math.sqrt(w.length) / constantScale || 1;
  const nArma = p + q + seasonal[0] + seasonal[2];
  const toCoef = (x: readonly number[]): number[] =>
    layout.constant ? [...x.slice(0, nArma), constantStart + constantUnit * (x[nArma] as number)] : x.slice();
  const start = new Array<number>(nCoef).fill(0);

  // Starting values by conditional sum of squares (untransformed), made stationary and invertible.
  const css = minimizeBfgs((x) => cssObjective(w, unpack(toCoef(x), layout, false), layout), start);
  const init = unpack(toCoef(Number.isFinite(css.value) ? css.x : start), layout, false);
  const startStationary = isStationary(init.ar) && isStationary(init.sar);
  if (!startStationary && options.strictStart === true && options.method !== 'CSS') {
    throw new Error(`[ctp] [${description}] non-stationary AR part from CSS`);
  }
  const ar = isStationary(init.ar) ? init.ar : init.ar.map(() => 0);
  const sar = isStationary(init.sar) ? init.sar : init.sar.map(() => 0);
  const mlStart = [
    ...fromStationaryAr(ar),
    ...invertMa(init.ma),
    ...fromStationaryAr(sar),
    ...invertMa(init.sma),
    ...(layout.constant ? [css.x[nArma] ?? 0] : []),
  ];
  const cssOnly = options.method === 'CSS';
  const estimate = cssOnly
    ? init
    : unpack(
        toCoef(
          minimizeBfgs((x) => exactObjective(filterArma(w, unpack(toCoef(x), layout, true), layout)), mlStart)
            .x,
        ),
        layout,
        true,
      );
  const coef = cssOnly ? estimate : { ...estimate, ma: invertMa(estimate.ma), sma: invertMa(estimate.sma) };
  const npar = nCoef + 1;
  let n = w.length;
  let sigma2 = Number.NaN;
  let loglik = Number.NaN;
  let state: Float64Array | undefined;
  if (cssOnly) {
    // R's CSS log-likelihood: σ² from the conditional residuals, counted over the differenced series.
    sigma2 = Math.exp(2 * cssObjective(w, coef, layout));
    loglik = -0.5 * n * (Math.log(2 * Math.PI * sigma2) + 1);
  } else {
    const pass = filterArma(w, coef, layout);
    if (pass === undefined)
      throw new Error(`[ctp] [${description}] the likelihood could not be evaluated at the estimate`);
    n = pass.count;
    sigma2 = pass.ssq / n;
    loglik = -0.5 * (2 * n * exactObjective(pass) + n + n * Math.log(2 * Math.PI));
    state = pass.state;
  }
  const aic = -2 * loglik + 2 * npar;
  const aicc = n - npar - 1 > 0 ? aic + (2 * npar * (npar + 1)) / (n - npar - 1) : Number.POSITIVE_INFINITY;
  const bic = aic + npar * (Math.log(n) - 2);

  const parameters: Record<string, number> = {};
  const parts = { ar: coef.ar, ma: coef.ma, sar: coef.sar, sma: coef.sma };
  for (const [name, values] of Object.entries(parts)) {
    values.forEach((v, i) => {
      parameters[`${name}${i + 1}`] = v;
    });
  }
  if (constantKind !== 'none') parameters[constantKind] = coef.constant;
  parameters.sigma2 = sigma2;
  // As auto.arima, the smallest root of the expanded polynomials φ(B)Φ(Bᵐ) and θ(B)Θ(Bᵐ). Their roots
  // are those of φ and the m-th roots of Φ's (a root r of Φ in Bᵐ is a root of modulus |r|^(1/m) in B),
  // so the factors are solved separately: degree p and P instead of p + P·m.
  const seasonalRoot = (coefs: readonly number[]) => minRootModulus(coefs) ** (1 / lag);
  const minRoot = Math.min(
    minRootModulus(coef.ar.map((c) => -c)),
    seasonalRoot(coef.sar.map((c) => -c)),
    minRootModulus(coef.ma),
    seasonalRoot(coef.sma),
  );
  const forecastInput = {
    y,
    ar: coef.ar,
    ma: coef.ma,
    sar: coef.sar,
    sma: coef.sma,
    d,
    seasonalD: seasonal[1],
    period: lag,
    mean: coef.constant * constantScale,
    // Intervals use the forecast package's degrees-of-freedom corrected variance, as its forecast() does.
    sigma2: (sigma2 * n) / Math.max(1, n - npar + 1),
  };
  const filteredState = (): Float64Array => {
    if (state !== undefined) return state;
    const pass = filterArma(w, coef, layout);
    if (pass === undefined)
      throw new Error(`[ctp] [${description}] the model cannot forecast: its AR part is not stationary`);
    state = pass.state;
    return state;
  };
  return {
    description,
    order: [p, d, q],
    seasonal,
    period,
    parameters: Object.freeze(parameters),
    minimumLength: needed,
    sigma2,
    loglik,
    aic,
    aicc,
    bic,
    minRoot,
    forecast: (horizon, levels) =>
      forecastArima({ ...forecastInput, state: filteredState() }, horizon, levels),
  };
}

/**
 * The two objectives R's `arima` maximises for a differenced series w: the conditional sum of squares
 * (CSS, for starting values) and the exact Gaussian likelihood (ML, by the Kalman filter), both with σ²
 * concentrated out and written as R writes them, so their minima are R's.
 *
 * @module
 */
import { toStationaryAr } from './ar-transform.js';
import { armaKalmanFilter, type KalmanPass } from './arma-kalman.js';
import { expandAr, expandMa } from './polynomial.js';

/** Orders and constant of the model being estimated. */
export interface ArmaLayout {
  readonly p: number;
  readonly q: number;
  readonly P: number;
  readonly Q: number;
  readonly period: number;
  /** Whether a constant (mean or drift) is estimated. */
  readonly constant: boolean;
  /** Mean of w per unit of the constant coefficient: 1 for a mean, the differencing lag for a drift. */
  readonly constantScale: number;
}

/** Coefficients split by part, in R's sign conventions. */
export interface ArmaCoefficients {
  readonly ar: number[];
  readonly ma: number[];
  readonly sar: number[];
  readonly sma: number[];
  readonly constant: number;
}

/** Splits a parameter vector [ar, ma, sar, sma, constant]; AR parts go through tanh/PACF when `transformed`. */
export function unpack(x: readonly number[], layout: ArmaLayout, transformed: boolean): ArmaCoefficients {
  const { p, q, P, Q } = layout;
  const ar = x.slice(0, p);
  const sar = x.slice(p + q, p + q + P);
  return {
    ar: transformed ? toStationaryAr(ar) : ar,
    ma: x.slice(p, p + q),
    sar: transformed ? toStationaryAr(sar) : sar,
    sma: x.slice(p + q + P, p + q + P + Q),
    constant: layout.constant ? (x[p + q + P + Q] as number) : 0,
  };
}

/** Runs the exact-likelihood filter for the given coefficients. */
export function filterArma(
  w: readonly number[],
  coef: ArmaCoefficients,
  layout: ArmaLayout,
): KalmanPass | undefined {
  const phi = expandAr(coef.ar, coef.sar, layout.period);
  const theta = expandMa(coef.ma, coef.sma, layout.period);
  const mean = coef.constant * layout.constantScale;
  const centred = new Float64Array(w.length);
  for (let t = 0; t < w.length; t++) centred[t] = (w[t] as number) - mean;
  return armaKalmanFilter(centred, phi, theta);
}

/** Half the log of the concentrated σ² plus the mean log prediction variance: −loglik/n up to constants. */
export function exactObjective(pass: KalmanPass | undefined): number {
  if (pass === undefined || !(pass.ssq > 0)) return Number.POSITIVE_INFINITY;
  return 0.5 * Math.log(pass.ssq / pass.count) + (0.5 * pass.sumLogF) / pass.count;
}

/** Lags (1-based) and values of the non-zero coefficients: seasonal expansions are mostly zeros. */
function nonZero(coefs: readonly number[]): { lags: Int32Array; values: Float64Array } {
  let count = 0;
  for (const c of coefs) if (c !== 0) count++;
  const lags = new Int32Array(count);
  const values = new Float64Array(count);
  let k = 0;
  for (let j = 0; j < coefs.length; j++) {
    const c = coefs[j] as number;
    if (c === 0) continue;
    lags[k] = j + 1;
    values[k] = c;
    k++;
  }
  return { lags, values };
}

/**
 * Conditional sum of squares objective 0.5·log(σ²_CSS), conditioning on the first p + P·m values. Only
 * the non-zero coefficients of the expanded polynomials are visited (a zero term changes no sum), so a
 * seasonal model costs its number of coefficients per observation, not p + P·m.
 */
export function cssObjective(w: readonly number[], coef: ArmaCoefficients, layout: ArmaLayout): number {
  const phi = expandAr(coef.ar, coef.sar, layout.period);
  const theta = expandMa(coef.ma, coef.sma, layout.period);
  const ar = nonZero(phi);
  const ma = nonZero(theta);
  const mean = coef.constant * layout.constantScale;
  const ncond = phi.length;
  const resid = new Float64Array(w.length);
  let ssq = 0;
  let count = 0;
  for (let t = ncond; t < w.length; t++) {
    let e = (w[t] as number) - mean;
    for (let k = 0; k < ar.lags.length; k++)
      e -= (ar.values[k] as number) * ((w[t - (ar.lags[k] as number)] as number) - mean);
    // Residuals before the conditioning start are zero, so only lags within t − ncond contribute.
    const reach = t - ncond;
    for (let k = 0; k < ma.lags.length; k++) {
      const lag = ma.lags[k] as number;
      if (lag > reach) break;
      e -= (ma.values[k] as number) * (resid[t - lag] as number);
    }
    resid[t] = e;
    ssq += e * e;
    count++;
  }
  return count > 0 && ssq > 0 && Number.isFinite(ssq)
    ? 0.5 * Math.log(ssq / count)
    : Number.POSITIVE_INFINITY;
}

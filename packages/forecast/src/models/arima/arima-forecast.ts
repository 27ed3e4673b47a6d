/**
 * Forecasts of a fitted seasonal ARIMA model. Point forecasts propagate the filtered ARMA state of the
 * differenced series and undo the differencing; standard errors come from the ψ-weights of the full model
 * φ(B)Φ(Bᵐ)(1−B)^d(1−Bᵐ)^D y = θ(B)Θ(Bᵐ)e, which is the state-space forecast variance once the filter
 * has reached its steady state (the case for any series long enough to estimate the model).
 *
 * @module
 */
import type { SeriesForecast } from '../series-fit.js';
import { normalIntervals } from './normal-intervals.js';
import { differencingCoefficients, expandAr, expandMa, multiply } from './polynomial.js';

/** What forecasting needs from a fit. */
export interface ArimaForecastInput {
  readonly y: readonly number[];
  readonly ar: readonly number[];
  readonly ma: readonly number[];
  readonly sar: readonly number[];
  readonly sma: readonly number[];
  readonly d: number;
  readonly seasonalD: number;
  readonly period: number;
  /** Mean of the differenced series. */
  readonly mean: number;
  readonly sigma2: number;
  /** Filtered ARMA state after the last observation. */
  readonly state: Float64Array;
}

/** Forecasts `horizon` steps with intervals at `levels` (percent). */
export function forecastArima(
  fit: ArimaForecastInput,
  horizon: number,
  levels: readonly number[],
): SeriesForecast {
  if (!Number.isInteger(horizon) || horizon < 1)
    throw new RangeError(`[ctp] horizon must be a positive integer, got ${horizon}`);
  const phi = expandAr(fit.ar, fit.sar, fit.period);
  const theta = expandMa(fit.ma, fit.sma, fit.period);
  const delta = differencingCoefficients(fit.d, fit.seasonalD, fit.period);
  const r = fit.state.length;
  let a = Array.from(fit.state);
  const extended = fit.y.slice();
  const mean: number[] = [];
  for (let h = 0; h < horizon; h++) {
    const a0 = a[0] as number;
    a = a.map(
      (_, i) => (i + 1 < r ? (a[i + 1] as number) : 0) + (i < phi.length ? (phi[i] as number) * a0 : 0),
    );
    let value = fit.mean + (a[0] as number);
    delta.forEach((c, i) => {
      value += c * (extended[extended.length - 1 - i] as number);
    });
    extended.push(value);
    mean.push(value);
  }
  const fullAr = multiply([1, ...phi.map((c) => -c)], [1, ...delta.map((c) => -c)])
    .slice(1)
    .map((c) => -c);
  const psi = [1];
  for (let j = 1; j < horizon; j++) {
    let value = theta[j - 1] ?? 0;
    for (let i = 1; i <= Math.min(j, fullAr.length); i++)
      value += (fullAr[i - 1] as number) * (psi[j - i] as number);
    psi.push(value);
  }
  const se: number[] = [];
  let cumulative = 0;
  for (let h = 0; h < horizon; h++) {
    cumulative += (psi[h] as number) ** 2;
    se.push(Math.sqrt(fit.sigma2 * cumulative));
  }
  return normalIntervals(mean, se, levels);
}

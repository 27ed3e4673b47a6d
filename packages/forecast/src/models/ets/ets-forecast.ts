/**
 * Forecasts of a fitted ETS model, as R forecast's `forecast.ets` makes them (Hyndman et al. 2008,
 * ch. 6): analytic means and normal intervals for class 1 (additive error, no multiplicative season:
 * variance σ²(1 + Σ c_j²)), class 2 (multiplicative error, no multiplicative season) and class 3
 * (multiplicative error and season); for the rest (additive error with multiplicative season), point
 * forecasts from the recursions with zero innovations and the quantiles of 5000 simulated sample paths
 * drawn with a fixed seed, so the same fit always gives the same intervals.
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { normalIntervals } from '../arima/normal-intervals.js';
import type { SeriesForecast } from '../series-fit.js';
import { type EtsSmoothing, type EtsSpec, type EtsState, oneStep, updateState } from './ets-recursions.js';
import { classThreeMoments, classTwoMoments } from './multiplicative-moments.js';

/** What forecasting needs from a fit (in the data's own units). */
export interface EtsForecastInput {
  readonly spec: EtsSpec;
  readonly smoothing: EtsSmoothing;
  readonly state: EtsState;
  readonly sigma2: number;
}

const PATHS = 5000;
const SEED = 0x5eed1234;

function copy(state: EtsState): EtsState {
  return { level: state.level, slope: state.slope, seasons: state.seasons.slice() };
}

function pointForecasts(fit: EtsForecastInput, horizon: number): number[] {
  const state = copy(fit.state);
  const phi = fit.spec.trend === 'Ad' ? fit.smoothing.phi : 1;
  const out: number[] = [];
  for (let h = 0; h < horizon; h++) {
    const f = oneStep(state, fit.spec, phi);
    out.push(f);
    updateState(state, f, fit.spec, fit.smoothing);
  }
  return out;
}

/** Impulse weights c_j (j = 1..horizon−1) of one unit innovation on later forecasts, linear structure. */
function impulseWeights(fit: EtsForecastInput, horizon: number): number[] {
  const phi = fit.spec.trend === 'Ad' ? fit.smoothing.phi : 1;
  const base = copy(fit.state);
  const shocked = copy(fit.state);
  const f = oneStep(base, fit.spec, phi);
  updateState(base, f, fit.spec, fit.smoothing);
  updateState(shocked, f + 1, fit.spec, fit.smoothing);
  const weights: number[] = [];
  for (let j = 1; j < horizon; j++) {
    const fb = oneStep(base, fit.spec, phi);
    const fs = oneStep(shocked, fit.spec, phi);
    weights.push(fs - fb);
    updateState(base, fb, fit.spec, fit.smoothing);
    updateState(shocked, fs, fit.spec, fit.smoothing);
  }
  return weights;
}

/** Deterministic uniform generator (mulberry32). */
function uniforms(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
  };
}

function simulatedIntervals(
  fit: EtsForecastInput,
  mean: number[],
  levels: readonly number[],
): SeriesForecast {
  const horizon = mean.length;
  const phi = fit.spec.trend === 'Ad' ? fit.smoothing.phi : 1;
  const sd = Math.sqrt(fit.sigma2);
  const next = uniforms(SEED);
  const paths: Float64Array[] = Array.from({ length: horizon }, () => new Float64Array(PATHS));
  for (let k = 0; k < PATHS; k++) {
    const state = copy(fit.state);
    for (let h = 0; h < horizon; h++) {
      const f = oneStep(state, fit.spec, phi);
      const e = sd * normalQuantile(next(), 0, 1);
      const y = fit.spec.error === 'A' ? f + e : f * (1 + e);
      (paths[h] as Float64Array)[k] = y;
      updateState(state, y, fit.spec, fit.smoothing);
    }
  }
  for (const column of paths) column.sort();
  const quantile = (column: Float64Array, p: number): number => {
    const pos = p * (column.length - 1);
    const lo = Math.floor(pos);
    const hi = Math.min(column.length - 1, lo + 1);
    return (column[lo] as number) + (pos - lo) * ((column[hi] as number) - (column[lo] as number));
  };
  const lower: Record<number, number[]> = {};
  const upper: Record<number, number[]> = {};
  for (const level of levels) {
    if (!(level > 0 && level < 100))
      throw new RangeError(`[ctp] interval level must be in (0, 100), got ${level}`);
    lower[level] = paths.map((column) => quantile(column, 0.5 - level / 200));
    upper[level] = paths.map((column) => quantile(column, 0.5 + level / 200));
  }
  return { mean, lower, upper };
}

/** Forecasts `horizon` steps with intervals at `levels` (percent). */
export function forecastEts(
  fit: EtsForecastInput,
  horizon: number,
  levels: readonly number[],
): SeriesForecast {
  if (!Number.isInteger(horizon) || horizon < 1)
    throw new RangeError(`[ctp] horizon must be a positive integer, got ${horizon}`);
  if (fit.spec.season !== 'M') {
    const mean = pointForecasts(fit, horizon);
    const impulse = impulseWeights(fit, horizon);
    if (fit.spec.error === 'A') {
      let sum = 0;
      const se = mean.map((_, h) => {
        sum += h === 0 ? 1 : (impulse[h - 1] as number) ** 2;
        return Math.sqrt(fit.sigma2 * sum);
      });
      return normalIntervals(mean, se, levels);
    }
    const moments = classTwoMoments(mean, impulse, fit.sigma2);
    return normalIntervals(moments.mean, moments.variance.map(Math.sqrt), levels);
  }
  if (fit.spec.error === 'M') {
    const moments = classThreeMoments(fit.spec, fit.smoothing, fit.state, fit.sigma2, horizon);
    return normalIntervals(
      moments.mean,
      moments.variance.map((v) => Math.sqrt(Math.max(0, v))),
      levels,
    );
  }
  return simulatedIntervals(fit, pointForecasts(fit, horizon), levels);
}

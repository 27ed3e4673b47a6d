/**
 * Exponential smoothing in the innovations state-space form (Hyndman et al. 2008), estimated by maximum
 * likelihood as R's `forecast::ets` does: Nelder–Mead over the smoothing weights and initial states,
 * inside the usual and admissible parameter regions, with R's information criteria.
 *
 * @module
 */
import { SeriesTooShortError } from '../arima/series-too-short.js';
import type { SeriesFit } from '../series-fit.js';
import { parametersAllowed } from './admissible.js';
import { forecastEts } from './ets-forecast.js';
import { etsCriterion, etsWorkspace } from './ets-likelihood.js';
import { type EtsSmoothing, type EtsSpec, type EtsState, runEts } from './ets-recursions.js';
import { initialSmoothing, initialState } from './initial-state.js';
import { minimizeNelderMead } from './nelder-mead.js';

/**
 * Which ETS model to fit, and the criterion the weights and initial states minimise: `lik` (R's
 * default, the likelihood) or `mse` (the mean squared one-step error, R's `opt.crit = "mse"`, which
 * R's `ses` and so `thetaf` use).
 */
export type EtsOptions = EtsSpec & { readonly criterion?: 'lik' | 'mse' };

/** A fitted ETS model with R's summary statistics. */
export interface EtsFit extends SeriesFit {
  readonly spec: EtsSpec;
  readonly smoothing: EtsSmoothing;
  /** Initial states as estimated (data units). */
  readonly initialState: EtsState;
  /** Innovation variance Σe²/(n − k), k the estimated weights and initial states, as R's `ets`. */
  readonly sigma2: number;
  /** R's log-likelihood −0.5·(n·log Σe² + …), without the constant terms. */
  readonly loglik: number;
  readonly aic: number;
  readonly bic: number;
}

/** Free parameters counted as R's `ets` counts them before fitting (weights and initial states). */
export function etsParameterCount(spec: EtsSpec): number {
  const m = spec.season === 'N' ? 0 : spec.period;
  return 2 + (spec.trend === 'N' ? 0 : 2) + (spec.trend === 'Ad' ? 1 : 0) + m;
}

/** Fewest observations a model needs: R's n > parameters + 4, and two full cycles for seasonal starts. */
export function etsMinimumLength(spec: EtsSpec): number {
  return Math.max(etsParameterCount(spec) + 5, spec.season === 'N' ? 0 : 2 * spec.period);
}

/** Short name such as `ETS(M,Ad,M)`. */
export function etsName(spec: EtsSpec): string {
  return `ETS(${spec.error},${spec.trend},${spec.season})`;
}

/**
 * Fits one ETS model to `y` by maximum likelihood.
 *
 * @throws {SeriesTooShortError} when `y` has too few points for the model.
 * @throws {RangeError} for a multiplicative model on data that are not strictly positive.
 */
export function fitEts(y: readonly number[], spec: EtsOptions): EtsFit {
  const name = etsName(spec);
  if (spec.season !== 'N' && !(Number.isInteger(spec.period) && spec.period > 1)) {
    throw new RangeError(`[ctp] [${name}] a seasonal model needs a period above 1, got ${spec.period}`);
  }
  const needed = etsMinimumLength(spec);
  if (y.length < needed) throw new SeriesTooShortError(name, needed, y.length);
  if (!y.every(Number.isFinite)) throw new RangeError(`[ctp] [${name}] the series has non-finite values`);
  if ((spec.error === 'M' || spec.season === 'M') && !y.every((v) => v > 0)) {
    throw new RangeError(`[ctp] [${name}] multiplicative models need strictly positive data`);
  }
  // Estimated on the data's own scale, as R does: the simplex's first step is a tenth of the largest
  // starting value, which lets the weights move far from their small starting values.
  const scale = 1;
  const z = y;
  const hasTrend = spec.trend !== 'N';
  const damped = spec.trend === 'Ad';
  const seasonal = spec.season !== 'N';
  const m = seasonal ? spec.period : 1;
  const start = initialState(z, spec);
  const weights = initialSmoothing(spec);
  const x0 = [
    weights.alpha,
    ...(hasTrend ? [weights.beta] : []),
    ...(seasonal ? [weights.gamma] : []),
    ...(damped ? [weights.phi] : []),
    start.level,
    ...(hasTrend ? [start.slope] : []),
    ...start.seasons.slice(0, m - 1),
  ];
  const unpack = (x: readonly number[]): { sm: EtsSmoothing; state: EtsState } => {
    let i = 0;
    const alpha = x[i++] as number;
    const beta = hasTrend ? (x[i++] as number) : 0;
    const gamma = seasonal ? (x[i++] as number) : 0;
    const phi = damped ? (x[i++] as number) : 1;
    const level = x[i++] as number;
    const slope = hasTrend ? (x[i++] as number) : 0;
    const seeds = seasonal ? x.slice(i, i + m - 1) : [];
    const sumSeeds = seeds.reduce((a, b) => a + b, 0);
    const seasons = seasonal ? [...seeds, spec.season === 'A' ? -sumSeeds : m - sumSeeds] : [];
    return { sm: { alpha, beta, gamma, phi }, state: { level, slope, seasons } };
  };
  const criterion = spec.criterion ?? 'lik';
  const workspace = etsWorkspace(m);
  const seeds = new Array<number>(seasonal ? m : 0);
  const objective = (x: number[]): number => {
    let i = 0;
    const alpha = x[i++] as number;
    const beta = hasTrend ? (x[i++] as number) : 0;
    const gamma = seasonal ? (x[i++] as number) : 0;
    const phi = damped ? (x[i++] as number) : 1;
    const level = x[i++] as number;
    const slope = hasTrend ? (x[i++] as number) : 0;
    if (!parametersAllowed(spec, { alpha, beta, gamma, phi })) return Number.POSITIVE_INFINITY;
    if (seasonal) {
      // As unpack: m − 1 free seeds, the last one closing the cycle (summed in the same order).
      let sumSeeds = 0;
      for (let j = 0; j < m - 1; j++) {
        const v = x[i + j] as number;
        seeds[j] = v;
        sumSeeds += v;
      }
      seeds[m - 1] = spec.season === 'A' ? -sumSeeds : m - sumSeeds;
      // Multiplicative seasonal indices must stay non-negative (as R's target function requires).
      if (spec.season === 'M' && seeds.some((s) => s < 0)) return Number.POSITIVE_INFINITY;
    }
    const value = etsCriterion(
      z,
      spec,
      { alpha, beta, gamma, phi },
      level,
      slope,
      seeds,
      criterion,
      workspace,
    );
    if (Number.isNaN(value)) return Number.POSITIVE_INFINITY;
    return criterion === 'mse' ? value : Math.max(value, -1e10);
  };
  const best = minimizeNelderMead(objective, x0, { maxit: 2000, reltol: Math.sqrt(Number.EPSILON) });
  const { sm, state: zState } = unpack(best.x);
  const pass = runEts(z, spec, sm, zState);
  const n = y.length;
  const np = best.x.length + 1;
  const lik = Math.max(pass.lik, -1e10) + 2 * n * Math.log(scale);
  const loglik = -0.5 * lik;
  const aic = lik + 2 * np;
  const aicc = n - np - 1 > 0 ? aic + (2 * np * (np + 1)) / (n - np - 1) : Number.POSITIVE_INFINITY;
  const bic = lik + Math.log(n) * np;
  const unitsOf = (s: EtsState): EtsState => ({
    level: s.level * scale,
    slope: s.slope * scale,
    seasons: spec.season === 'A' ? s.seasons.map((v) => v * scale) : s.seasons.slice(),
  });
  const ssq = pass.residuals.reduce((s, e) => s + e * e, 0);
  // R's ets divides by n minus the estimated weights and states (σ² itself not counted).
  const sigma2 = (ssq / Math.max(1, n - (np - 1))) * (spec.error === 'A' ? scale * scale : 1);
  const finalState = unitsOf(pass.state);
  const initial = unitsOf(zState);
  const parameters: Record<string, number> = { alpha: sm.alpha };
  if (hasTrend) parameters.beta = sm.beta;
  if (seasonal) parameters.gamma = sm.gamma;
  if (damped) parameters.phi = sm.phi;
  parameters.l = initial.level;
  if (hasTrend) parameters.b = initial.slope;
  initial.seasons.forEach((v, i) => {
    parameters[`s${i}`] = v;
  });
  parameters.sigma2 = sigma2;
  const forecastInput = { spec, smoothing: sm, state: finalState, sigma2 };
  return {
    description: name,
    spec,
    smoothing: sm,
    initialState: initial,
    parameters: Object.freeze(parameters),
    minimumLength: needed,
    sigma2,
    loglik,
    aic,
    aicc,
    bic,
    forecast: (horizon, levels) => forecastEts(forecastInput, horizon, levels),
  };
}

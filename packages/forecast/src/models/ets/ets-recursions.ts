/**
 * The innovations state-space recursions of exponential smoothing (Hyndman, Koehler, Ord & Snyder 2008)
 * in the form of R forecast's `etscalc`: one-step forecasts, state updates, and the likelihood criterion
 * n·log Σe² (+ 2 Σ log|ŷ| for multiplicative errors) that `ets` minimises.
 *
 * @module
 */

/** Which member of the ETS family: error, trend (Ad = damped additive) and season types. */
export interface EtsSpec {
  readonly error: 'A' | 'M';
  readonly trend: 'N' | 'A' | 'Ad';
  readonly season: 'N' | 'A' | 'M';
  readonly period: number;
}

/** Smoothing weights; beta, gamma and phi are ignored by models without the component. */
export interface EtsSmoothing {
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
  readonly phi: number;
}

/** Level, slope and seasonal states; `seasons[0]` is the most recent, `seasons[m-1]` applies next. */
export interface EtsState {
  level: number;
  slope: number;
  seasons: number[];
}

const TOL = 1e-10;
const HUGE = 1e10;

/** Damping factor actually applied: 1 for an undamped trend. */
export function dampingOf(spec: EtsSpec, smoothing: EtsSmoothing): number {
  return spec.trend === 'Ad' ? smoothing.phi : 1;
}

/** One-step-ahead point forecast from a state. */
export function oneStep(state: EtsState, spec: EtsSpec, phi: number): number {
  const q = state.level + (spec.trend === 'N' ? 0 : phi * state.slope);
  if (spec.season === 'N') return q;
  const s = state.seasons[state.seasons.length - 1] as number;
  return spec.season === 'A' ? q + s : q * s;
}

/** Updates the state in place with observation `y` (the same equations serve both error types). */
export function updateState(state: EtsState, y: number, spec: EtsSpec, sm: EtsSmoothing): void {
  const phib = spec.trend === 'N' ? 0 : dampingOf(spec, sm) * state.slope;
  const q = state.level + phib;
  const oldSeason = spec.season === 'N' ? 0 : (state.seasons[state.seasons.length - 1] as number);
  let p = y;
  if (spec.season === 'A') p = y - oldSeason;
  else if (spec.season === 'M') p = oldSeason < TOL ? HUGE : y / oldSeason;
  const level = q + sm.alpha * (p - q);
  if (spec.trend !== 'N') state.slope = phib + (sm.beta / sm.alpha) * (level - state.level - phib);
  state.level = level;
  if (spec.season !== 'N') {
    let t = y - q;
    if (spec.season === 'M') t = q < TOL ? HUGE : y / q;
    state.seasons.pop();
    state.seasons.unshift(oldSeason + sm.gamma * (t - oldSeason));
  }
}

/** Result of running the recursions over a series. */
export interface EtsPass {
  /** R's criterion n·log Σe² (+ 2 Σ log|ŷ| for multiplicative error): −2·loglik up to a constant. */
  readonly lik: number;
  /** Innovations: y − ŷ (additive error) or (y − ŷ)/ŷ (multiplicative error). */
  readonly residuals: number[];
  /** State after the last observation. */
  readonly state: EtsState;
}

/** Runs the model over `y` from `initial` (not modified). Returns NaN `lik` for a degenerate path. */
export function runEts(y: readonly number[], spec: EtsSpec, sm: EtsSmoothing, initial: EtsState): EtsPass {
  const state: EtsState = { level: initial.level, slope: initial.slope, seasons: initial.seasons.slice() };
  const phi = dampingOf(spec, sm);
  const residuals: number[] = [];
  let ssq = 0;
  let logf = 0;
  for (const value of y) {
    const f = oneStep(state, spec, phi);
    const e = spec.error === 'A' ? value - f : (value - f) / f;
    residuals.push(e);
    ssq += e * e;
    logf += Math.log(Math.abs(f));
    updateState(state, value, spec, sm);
  }
  const n = y.length;
  const lik = n * Math.log(ssq) + (spec.error === 'M' ? 2 * logf : 0);
  // A perfect fit gives −∞ (Σe² = 0); callers cap it, as R does, rather than treat it as a failure.
  return { lik: Number.isNaN(lik) || lik === Number.POSITIVE_INFINITY ? Number.NaN : lik, residuals, state };
}

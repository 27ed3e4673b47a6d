/**
 * The criterion `ets` minimises, computed without building the path: the same arithmetic as
 * {@link runEts} (operation for operation, so the optimiser sees bit-identical values and walks the same
 * simplex), but with the seasonal states in a ring buffer instead of an array shifted every step, and no
 * residuals or state objects. The optimiser evaluates it up to 2000 times per model and `autoEts` fits up
 * to 15 models, so this loop is where automatic ETS spends its time.
 *
 * @module
 */
import type { EtsSmoothing, EtsSpec } from './ets-recursions.js';

const TOL = 1e-10;
const HUGE = 1e10;

/** Reusable seasonal buffer, so an evaluation allocates nothing. */
export interface EtsWorkspace {
  seasons: Float64Array;
}

/** A workspace for models with up to `period` seasonal states. */
export function etsWorkspace(period: number): EtsWorkspace {
  return { seasons: new Float64Array(Math.max(1, period)) };
}

/**
 * R's criterion for `y` from the initial level, slope and seasonal states (`seasons[0]` the most
 * recent): n·log Σe² (+ 2 Σ log|ŷ| for multiplicative errors) when `criterion` is `lik`, the running
 * mean of e² when it is `mse`; NaN for a degenerate path (as {@link runEts} reports it) in both cases.
 */
export function etsCriterion(
  y: readonly number[],
  spec: EtsSpec,
  sm: EtsSmoothing,
  level0: number,
  slope0: number,
  seasons0: readonly number[],
  criterion: 'lik' | 'mse',
  workspace: EtsWorkspace,
): number {
  const hasTrend = spec.trend !== 'N';
  const seasonKind = spec.season === 'A' ? 1 : spec.season === 'M' ? 2 : 0;
  const multiplicativeError = spec.error === 'M';
  const phi = spec.trend === 'Ad' ? sm.phi : 1;
  const { alpha, beta, gamma } = sm;
  const betaOverAlpha = beta / alpha;
  const m = seasons0.length;
  const buffer = workspace.seasons.length >= m ? workspace.seasons : new Float64Array(m);
  for (let j = 0; j < m; j++) buffer[j] = seasons0[j] as number;
  // Logical season j (0 = most recent) is buffer[(head + j) % m]; the one that applies next is j = m − 1.
  let head = 0;
  let level = level0;
  let slope = slope0;
  let ssq = 0;
  let logf = 0;
  let meanSquare = 0;
  let count = 0;
  const n = y.length;
  for (let t = 0; t < n; t++) {
    const value = y[t] as number;
    const lastSlot = m === 0 ? 0 : head === 0 ? m - 1 : head - 1;
    const oldSeason = seasonKind === 0 ? 0 : (buffer[lastSlot] as number);
    // One-step forecast (oneStep): the same additions in the same order.
    const q0 = level + (hasTrend ? phi * slope : 0);
    const f = seasonKind === 0 ? q0 : seasonKind === 1 ? q0 + oldSeason : q0 * oldSeason;
    const e = multiplicativeError ? (value - f) / f : value - f;
    ssq += e * e;
    // Only the multiplicative-error criterion uses Σ log|ŷ|; a logarithm per step is not free.
    if (multiplicativeError) logf += Math.log(Math.abs(f));
    if (criterion === 'mse') {
      count += 1;
      meanSquare = (meanSquare * (count - 1) + e * e) / count;
    }
    // State update (updateState).
    const phib = hasTrend ? phi * slope : 0;
    const q = level + phib;
    let p = value;
    if (seasonKind === 1) p = value - oldSeason;
    else if (seasonKind === 2) p = oldSeason < TOL ? HUGE : value / oldSeason;
    const nextLevel = q + alpha * (p - q);
    if (hasTrend) slope = phib + betaOverAlpha * (nextLevel - level - phib);
    level = nextLevel;
    if (seasonKind !== 0) {
      let s = value - q;
      if (seasonKind === 2) s = q < TOL ? HUGE : value / q;
      // Drop the season just used and put the new one in front: it takes the freed slot.
      buffer[lastSlot] = oldSeason + gamma * (s - oldSeason);
      head = lastSlot;
    }
  }
  const lik = n * Math.log(ssq) + (multiplicativeError ? 2 * logf : 0);
  if (Number.isNaN(lik) || lik === Number.POSITIVE_INFINITY) return Number.NaN;
  return criterion === 'mse' ? meanSquare : lik;
}

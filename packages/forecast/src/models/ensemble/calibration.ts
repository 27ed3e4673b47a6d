/**
 * Calibration of prediction intervals by the errors a model made on rolling origins, one scale factor
 * per interval level: the split-conformal quantile of the errors measured in units of the model's own
 * interval half-width (Vovk, Gammerman & Shafer 2005; for forecasting, Stankeviciute, Alaa & van der
 * Schaar 2021), shrunk towards the model's own width when the errors are few.
 *
 * Why one factor per level, not one factor for the whole interval: forecast errors have heavier tails
 * than a normal distribution. A single factor estimated from squared standardised errors (a variance)
 * is pulled up by the few large errors and widens the 80% interval as much as the 95% one, which leaves
 * the 80% interval too wide once the 95% one is right. The L% factor here is set by the L% quantile of
 * the errors alone, so each level is calibrated on the errors that concern it.
 *
 * @module
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { CandidateScore } from './rolling-origin.js';

/**
 * Weight, in pseudo-errors, of the prior belief that the model's own intervals are right (factor 1).
 * The measured factor q counts as N errors against these ν: the factor applied is q^(N / (N + ν)), a
 * geometric shrinkage towards 1. Rolling-origin errors overlap (the origins forecast the same recent
 * months), so N overstates the evidence; ν = 10 keeps a handful of errors from moving the width much.
 */
export const CALIBRATION_PRIOR_WEIGHT = 10;

/**
 * Bounds on the measured quantile ratio before shrinkage: a guard against a run of exact forecasts (a
 * ratio of 0 would collapse the interval) and against a single absurd error.
 */
const RATIO_BOUNDS: readonly [number, number] = [0.1, 10];

/** Interval scale factors by level in percent (80 and 95), measured on rolling origins; 1 leaves the model's interval as it is. */
export type IntervalFactors = Readonly<Record<number, number>>;

/**
 * The split-conformal quantile of `ratios` at `level` (percent): the ⌈(N + 1)·level⌉-th smallest ratio,
 * the largest when that rank exceeds N. Scaling an interval's half-width by it would have held at least
 * `level`% of these outcomes (Vovk et al. 2005, §2.3, finite-sample correction included).
 */
export function conformalQuantile(ratios: readonly number[], level: number): number {
  const sorted = [...ratios].sort((a, b) => a - b);
  const n = sorted.length;
  const rank = Math.min(n, Math.ceil((n + 1) * (level / 100)));
  return sorted[rank - 1] as number;
}

/**
 * The factor for one level from the ratios |error| / (the level's half-width at that step): the
 * conformal quantile, bounded to [0.1, 10], shrunk geometrically towards 1 by
 * {@link CALIBRATION_PRIOR_WEIGHT} pseudo-errors. 1 when there are no ratios.
 */
export function levelFactor(ratios: readonly number[], level: number): number {
  if (ratios.length === 0) return 1;
  const q = Math.min(RATIO_BOUNDS[1], Math.max(RATIO_BOUNDS[0], conformalQuantile(ratios, level)));
  return q ** (ratios.length / (ratios.length + CALIBRATION_PRIOR_WEIGHT));
}

/**
 * The factor for any level from the measured ones: the log-factor interpolated linearly in the normal
 * quantile of the level between the nearest measured levels, and held constant beyond them (an interval
 * at 90% gets a factor between the 80% and 95% ones). Levels absent from `factors` get 1 when it is empty.
 */
export function factorAt(factors: IntervalFactors, level: number): number {
  const measured = Object.keys(factors)
    .map(Number)
    .sort((a, b) => a - b);
  if (measured.length === 0) return 1;
  const exact = factors[level];
  if (exact !== undefined) return exact;
  const first = measured[0] as number;
  const last = measured[measured.length - 1] as number;
  if (level <= first) return factors[first] as number;
  if (level >= last) return factors[last] as number;
  const upperIndex = measured.findIndex((l) => l > level);
  const lo = measured[upperIndex - 1] as number;
  const hi = measured[upperIndex] as number;
  const z = (l: number) => normalQuantile(0.5 + l / 200, 0, 1);
  const w = (z(level) - z(lo)) / (z(hi) - z(lo));
  return Math.exp((1 - w) * Math.log(factors[lo] as number) + w * Math.log(factors[hi] as number));
}

/** The largest of the factors (1 when there are none): how much the widest correction widens. */
export function largestFactor(factors: IntervalFactors): number {
  return Math.max(1, ...Object.values(factors));
}

/** `factors` as text for notes: "80% ×0.84, 95% ×1.02". */
export function describeFactors(factors: IntervalFactors): string {
  return Object.entries(factors)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([level, f]) => `${level}% ×${f.toFixed(2)}`)
    .join(', ');
}

/** `factors` as model parameters: `intervalFactor80`, `intervalFactor95`. */
export function factorParameters(factors: IntervalFactors): Record<string, number> {
  return Object.fromEntries(Object.entries(factors).map(([level, f]) => [`intervalFactor${level}`, f]));
}

/** Percent with no decimals. */
const percentOf = (share: number): string => `${Math.round(100 * share)}%`;

/**
 * The note stating how `subject`'s intervals were calibrated: on how many forecasts, from which origins
 * (`fullHorizon`: origins forecasting the whole horizon; otherwise the choice's recent rolling origins),
 * how often its uncalibrated 80% and 95% intervals held the outcome there, and the factors applied.
 */
export function calibrationNote(subject: string, basis: CandidateScore, fullHorizon: boolean): string {
  const origins = fullHorizon
    ? 'origins that each forecast the full horizon'
    : 'the recent rolling origins (the history is too short for origins that forecast the full horizon)';
  return `Intervals of ${subject} calibrated on its errors at ${origins} (${basis.count} forecasts; uncalibrated, the 80% interval held ${percentOf(basis.coverage80)} and the 95% interval ${percentOf(basis.coverage95)}): half-widths scaled by ${describeFactors(basis.intervalFactors)}.`;
}

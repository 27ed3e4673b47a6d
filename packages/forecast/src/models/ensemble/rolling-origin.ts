/**
 * Time-series cross-validation on rolling origins (Tashman 2000; Hyndman & Athanasopoulos, "Forecasting:
 * Principles and Practice", §5.10): refit each candidate on the history up to several recent origins,
 * forecast what followed each origin, and score the errors. The same forecasts measure how often the
 * 80% and 95% intervals held the outcome, and how wide the intervals should have been.
 *
 * @module
 */
import type { SeriesForecast } from '../series-fit.js';
import type { Candidate } from './candidates.js';
import { averageForecasts, impliedStandardError } from './combine.js';

/** Levels every cross-validated forecast is made at. */
export const CV_LEVELS: readonly number[] = [80, 95];
/** Most origins used; more buys little and costs a refit each. */
const MAX_ORIGINS = 5;
/** Weight, in pseudo-errors, of the prior belief that a model's intervals are right (factor 1). */
const PRIOR_WEIGHT = 10;

/** Where the history is cut: each origin is a training length; `horizon` the most steps scored after one. */
export interface OriginPlan {
  readonly trainLengths: readonly number[];
  readonly horizon: number;
}

/**
 * Origins for a series of `n` points with seasonal `period`: one year ahead (three steps for annual
 * data), origins every ⌈horizon / 6⌉ steps back from the end, at most five, the earliest leaving at least
 * 70% of the history to train on.
 */
export function planOrigins(n: number, period: number): OriginPlan {
  const horizon = period > 1 ? period : 3;
  const step = Math.max(1, Math.ceil(horizon / 6));
  const earliest = Math.ceil(0.7 * n);
  const trainLengths: number[] = [];
  for (let k = 1; k <= MAX_ORIGINS && n - k * step >= earliest; k++) trainLengths.push(n - k * step);
  return { trainLengths, horizon };
}

/** One candidate's cross-validated record. */
export interface CandidateScore {
  readonly id: string;
  /** Mean absolute error over all origins and steps, scaled by the in-sample seasonal naive error (a MASE). */
  readonly mase: number;
  /** Share of outcomes inside the 80% and 95% intervals. */
  readonly coverage80: number;
  readonly coverage95: number;
  /** Number of scored outcomes. */
  readonly count: number;
  /**
   * How much wider the intervals should have been: √((Σz² + ν)/(N + ν)) with z the error over the
   * standard error the 95% interval implies, shrunk towards 1 by ν = 10 pseudo-errors.
   */
  readonly intervalFactor: number;
}

/** A candidate that could not be cross-validated, and why. */
export interface Skipped {
  readonly id: string;
  readonly reason: string;
}

/** Outcome of {@link crossValidate}. */
export interface CrossValidation {
  readonly plan: OriginPlan;
  readonly scores: CandidateScore[];
  readonly skipped: Skipped[];
}

/** Mean absolute seasonal-naive (lag `period`, or 1) error of `y`, the MASE scale; 1 when it is zero. */
export function naiveScale(y: readonly number[], period: number): number {
  const lag = period > 1 && y.length > period ? period : 1;
  let sum = 0;
  for (let t = lag; t < y.length; t++) sum += Math.abs((y[t] as number) - (y[t - lag] as number));
  const scale = sum / Math.max(1, y.length - lag);
  return scale > 0 ? scale : 1;
}

function scoreForecasts(
  id: string,
  y: readonly number[],
  plan: OriginPlan,
  forecasts: readonly SeriesForecast[],
  scale: number,
): CandidateScore {
  let abs = 0;
  let in80 = 0;
  let in95 = 0;
  let z2 = 0;
  let count = 0;
  plan.trainLengths.forEach((length, o) => {
    const f = forecasts[o] as SeriesForecast;
    for (let h = 0; h < f.mean.length; h++) {
      const actual = y[length + h] as number;
      const e = actual - (f.mean[h] as number);
      abs += Math.abs(e);
      if (actual >= (f.lower[80]?.[h] as number) && actual <= (f.upper[80]?.[h] as number)) in80++;
      if (actual >= (f.lower[95]?.[h] as number) && actual <= (f.upper[95]?.[h] as number)) in95++;
      const se = impliedStandardError(f, h);
      if (se > 0) z2 += (e / se) ** 2;
      count++;
    }
  });
  return {
    id,
    mase: abs / count / scale,
    coverage80: in80 / count,
    coverage95: in95 / count,
    count,
    intervalFactor: Math.sqrt((z2 + PRIOR_WEIGHT) / (count + PRIOR_WEIGHT)),
  };
}

/**
 * Cross-validates each candidate on the origins of `planOrigins`; with `combine`, also the
 * equal-weight combination of the candidates whose ids it lists (as id `combination`). A candidate that
 * does not apply, needs more points than the earliest origin leaves, or fails at any origin is skipped
 * with the reason.
 */
export function crossValidate(
  y: readonly number[],
  period: number,
  candidates: readonly Candidate[],
  combine?: readonly string[],
): CrossValidation {
  const plan = planOrigins(y.length, period);
  const scale = naiveScale(y, period);
  const scores: CandidateScore[] = [];
  const skipped: Skipped[] = [];
  const byId = new Map<string, SeriesForecast[]>();
  if (plan.trainLengths.length === 0) {
    for (const c of candidates)
      skipped.push({ id: c.id, reason: `${y.length} points leave no rolling origin` });
    return { plan, scores, skipped };
  }
  const shortest = plan.trainLengths[plan.trainLengths.length - 1] as number;
  for (const candidate of candidates) {
    const needed = candidate.minimumLength(period);
    if (needed === undefined) {
      skipped.push({ id: candidate.id, reason: 'does not apply to this frequency' });
      continue;
    }
    if (needed > shortest) {
      skipped.push({
        id: candidate.id,
        reason: `needs ${needed} points; the earliest origin leaves ${shortest}`,
      });
      continue;
    }
    try {
      const forecasts = plan.trainLengths.map((length) =>
        candidate
          .fit(y.slice(0, length), period)
          .forecast(Math.min(plan.horizon, y.length - length), CV_LEVELS),
      );
      byId.set(candidate.id, forecasts);
      scores.push(scoreForecasts(candidate.id, y, plan, forecasts, scale));
    } catch (error) {
      skipped.push({
        id: candidate.id,
        reason: `could not be fitted at every origin (${error instanceof Error ? error.message : String(error)})`,
      });
    }
  }
  if (combine !== undefined) {
    const members = combine.map((id) => byId.get(id));
    if (members.every((m): m is SeriesForecast[] => m !== undefined)) {
      const combined = plan.trainLengths.map((_, o) =>
        averageForecasts(
          members.map((m) => m[o] as SeriesForecast),
          CV_LEVELS,
        ),
      );
      scores.push(scoreForecasts('combination', y, plan, combined, scale));
    } else {
      skipped.push({ id: 'combination', reason: 'one of its members could not be cross-validated' });
    }
  }
  return { plan, scores, skipped };
}

/** Percent with no decimals, for notes. */
export const percent = (share: number): string => `${Math.round(100 * share)}%`;

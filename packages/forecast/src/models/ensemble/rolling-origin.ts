/**
 * Time-series cross-validation on rolling origins (Tashman 2000; Hyndman & Athanasopoulos, "Forecasting:
 * Principles and Practice", §5.10): refit each candidate on the history up to several recent origins,
 * forecast what followed each origin, and score the errors. The same forecasts measure how often the
 * 80% and 95% intervals held the outcome, and how wide the intervals should have been.
 *
 * @module
 */
import type { SeriesForecast } from '../series-fit.js';
import { type IntervalFactors, levelFactor } from './calibration.js';
import type { Candidate } from './candidates.js';
import { combineForecasts } from './combine.js';

/** Levels every cross-validated forecast is made at. */
export const CV_LEVELS: readonly number[] = [80, 95];
/** Most origins used; more buys little and costs a refit each. */
const MAX_ORIGINS = 5;

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
   * Mean absolute error at each origin (in the order of `OriginPlan.trainLengths`), scaled as `mase`:
   * the paired units on which `auto` tests whether a model beat the combination (`selection.ts`).
   */
  readonly originErrors: readonly number[];
  /**
   * How much wider (above 1) or narrower (below 1) each level's interval should have been, by level
   * (80 and 95): the conformal quantile of |error| / half-width at that level, shrunk towards 1
   * (`calibration.ts`).
   */
  readonly intervalFactors: IntervalFactors;
  /** For the combination: the ids of the members that could be estimated at every origin and entered it. */
  readonly members?: readonly string[];
}

/** A candidate that could not be cross-validated, and why. */
export interface Skipped {
  readonly id: string;
  readonly reason: string;
}

/** Intervals whose cross-validated errors call for more than this factor are called too narrow. */
export const TOO_NARROW_FACTOR = 1.1;

/** Fewest members a combination needs; with fewer it would be a single model under another name. */
export const MIN_COMBINATION_MEMBERS = 2;

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

/** Scores forecasts made at the origins of `plan` against what followed; see {@link CandidateScore}. */
export function scoreForecasts(
  id: string,
  y: readonly number[],
  plan: OriginPlan,
  forecasts: readonly SeriesForecast[],
  scale: number,
): CandidateScore {
  let abs = 0;
  let in80 = 0;
  let in95 = 0;
  let count = 0;
  // |error| in units of each level's own half-width at that step: 1 is the interval's edge.
  const ratios: Record<number, number[]> = Object.fromEntries(CV_LEVELS.map((l) => [l, []]));
  const originErrors: number[] = [];
  plan.trainLengths.forEach((length, o) => {
    const f = forecasts[o] as SeriesForecast;
    let originAbs = 0;
    for (let h = 0; h < f.mean.length; h++) {
      const actual = y[length + h] as number;
      const e = actual - (f.mean[h] as number);
      abs += Math.abs(e);
      originAbs += Math.abs(e);
      if (actual >= (f.lower[80]?.[h] as number) && actual <= (f.upper[80]?.[h] as number)) in80++;
      if (actual >= (f.lower[95]?.[h] as number) && actual <= (f.upper[95]?.[h] as number)) in95++;
      for (const level of CV_LEVELS) {
        const half = ((f.upper[level]?.[h] as number) - (f.lower[level]?.[h] as number)) / 2;
        if (half > 0) ratios[level]?.push(Math.abs(e) / half);
      }
      count++;
    }
    originErrors.push(originAbs / Math.max(1, f.mean.length) / scale);
  });
  return {
    id,
    mase: abs / count / scale,
    coverage80: in80 / count,
    coverage95: in95 / count,
    count,
    originErrors,
    intervalFactors: Object.fromEntries(CV_LEVELS.map((l) => [l, levelFactor(ratios[l] ?? [], l)])),
  };
}

/**
 * One candidate's forecasts from every origin of `plan`. The structure is chosen once, on the earliest
 * (shortest) origin, so nothing after it leaks into the choice; later origins re-estimate only the
 * coefficients (`Candidate.refit`), as time-series cross-validation with a fixed model specification
 * commonly does (Hyndman & Athanasopoulos, FPP3 §5.10 with `forecast::tsCV`). Should a refit fail, that
 * origin gets a full fit.
 */
function forecastAtOrigins(
  candidate: Candidate,
  y: readonly number[],
  period: number,
  plan: OriginPlan,
): SeriesForecast[] {
  const lengths = plan.trainLengths;
  const earliest = lengths[lengths.length - 1] as number;
  const first = candidate.fit(y.slice(0, earliest), period);
  return lengths.map((length) => {
    let fit = first;
    if (length !== earliest) {
      const train = y.slice(0, length);
      const refit = candidate.refit;
      if (refit === undefined) fit = candidate.fit(train, period);
      else {
        try {
          fit = refit(first, train, period);
        } catch {
          fit = candidate.fit(train, period);
        }
      }
    }
    return fit.forecast(Math.min(plan.horizon, y.length - length), CV_LEVELS);
  });
}

/**
 * Cross-validates each candidate on the origins of `planOrigins`; with `combine`, also the
 * equal-weight (median) combination of those members (as id `combination`; a member that is also a
 * candidate is not refitted). A candidate that does not apply, needs more points than the earliest
 * origin leaves, or fails at any origin is skipped with the reason; such a member is left out of the
 * combination, which needs at least two.
 */
export function crossValidate(
  y: readonly number[],
  period: number,
  candidates: readonly Candidate[],
  combine?: readonly Candidate[],
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
  /** A candidate's forecasts at every origin, or why it has none. */
  const attempt = (candidate: Candidate): SeriesForecast[] | string => {
    const needed = candidate.minimumLength(period);
    if (needed === undefined) return 'does not apply to this frequency';
    if (needed > shortest) return `needs ${needed} points; the earliest origin leaves ${shortest}`;
    try {
      return forecastAtOrigins(candidate, y, period, plan);
    } catch (error) {
      return `could not be fitted at every origin (${error instanceof Error ? error.message : String(error)})`;
    }
  };
  for (const candidate of candidates) {
    const result = attempt(candidate);
    if (typeof result === 'string') skipped.push({ id: candidate.id, reason: result });
    else {
      byId.set(candidate.id, result);
      scores.push(scoreForecasts(candidate.id, y, plan, result, scale));
    }
  }
  if (combine !== undefined) {
    // Members that cannot be estimated on the shortest origin are left out; the rest enter with equal weight.
    const entered: string[] = [];
    const dropped: string[] = [];
    const memberForecasts: SeriesForecast[][] = [];
    for (const member of combine) {
      const result = byId.get(member.id) ?? attempt(member);
      if (typeof result === 'string') dropped.push(`${member.id}: ${result}`);
      else {
        entered.push(member.id);
        memberForecasts.push(result);
      }
    }
    if (entered.length >= MIN_COMBINATION_MEMBERS) {
      const combined = plan.trainLengths.map((_, o) =>
        combineForecasts(
          memberForecasts.map((m) => m[o] as SeriesForecast),
          CV_LEVELS,
        ),
      );
      scores.push({ ...scoreForecasts('combination', y, plan, combined, scale), members: entered });
    } else {
      skipped.push({
        id: 'combination',
        reason: `fewer than ${MIN_COMBINATION_MEMBERS} members could be estimated (${dropped.join('; ')})`,
      });
    }
  }
  return { plan, scores, skipped };
}

/** Percent with no decimals, for notes. */
export const percent = (share: number): string => `${Math.round(100 * share)}%`;

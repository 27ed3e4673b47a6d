/**
 * The `combination` statistics: the median, at each step ahead, of the automatic ETS, automatic ARIMA
 * and Theta forecasts, with intervals calibrated level by level on the combined forecast's own errors
 * at rolling origins (`calibration.ts`).
 *
 * Why this form (the literature, and what it measured on rolling origins inside the benchmark's
 * training data, never on its held-out year; `bench/forecast/README.md` has the figures):
 * - Combining ETS, ARIMA and Theta is the simple combination that beat each method alone in the M3 and
 *   M4 competitions (Makridakis, Spiliotis & Assimakopoulos 2020; Petropoulos & Svetunkov 2020, whose
 *   M4 entry combined exactly these three); members enter with equal weight.
 * - The median rather than the mean of the members (Jose & Winkler 2008; Kourentzes, Barrow & Crone
 *   2014): on 26–34 monthly points a seasonal ETS model started from barely two years sometimes goes far
 *   astray, and a mean follows it while a median of three does not.
 * - Theta with the seasonal-strength test (Wang, Smith & Hyndman 2006) instead of thetaf's
 *   autocorrelation test: on three years of a trending series the latter rarely detects the season,
 *   and unadjusted Theta then forecasts a seasonal series with a straight line.
 * - The optimised Theta method (θ by in-sample one-step error; Fiorucci et al. 2016) rather than θ = 2:
 *   the better Theta alone, and the better member inside the benchmark's training data (see
 *   `COMBINATION_MEMBERS`).
 * - A member that cannot be estimated on the history (or at the earliest rolling origin) is left out,
 *   with a note; at least two must remain.
 *
 * @module
 */
import { SeriesTooShortError } from '../arima/series-too-short.js';
import type { SeriesFit } from '../series-fit.js';
import {
  calibrationNote,
  describeFactors,
  factorParameters,
  type IntervalFactors,
  largestFactor,
} from './calibration.js';
import { type Candidate, COMBINATION_MEMBERS } from './candidates.js';
import { combineForecasts, scaleIntervals } from './combine.js';
import { calibrateOnOrigins, combinationForecaster } from './interval-origins.js';
import {
  type CandidateScore,
  crossValidate,
  MIN_COMBINATION_MEMBERS,
  percent,
  TOO_NARROW_FACTOR,
} from './rolling-origin.js';

/**
 * Fewest points: enough for two members (simple exponential smoothing and Theta need 7; automatic
 * ARIMA joins from 8).
 */
export const COMBINATION_MINIMUM_LENGTH = COMBINATION_MEMBERS.map((m) => m.minimumLength(1) ?? 0).sort(
  (a, b) => a - b,
)[MIN_COMBINATION_MEMBERS - 1] as number;

/** A member fitted to the whole history, by its candidate id. */
export interface FittedMember {
  readonly id: string;
  readonly fit: SeriesFit;
}

/**
 * Fits the members to `y`: those listed in `ids` (the ones that entered the cross-validated
 * combination), or every member that can be estimated on `y`. A member that fails is left out and
 * reported in `dropped`.
 */
export function fitMembers(
  y: readonly number[],
  period: number,
  ids?: readonly string[],
): { members: FittedMember[]; dropped: string[] } {
  const members: FittedMember[] = [];
  const dropped: string[] = [];
  const chosen: readonly Candidate[] =
    ids === undefined ? COMBINATION_MEMBERS : COMBINATION_MEMBERS.filter((m) => ids.includes(m.id));
  for (const member of COMBINATION_MEMBERS) {
    if (!chosen.includes(member)) {
      dropped.push(`${member.id} (could not be estimated at every rolling origin)`);
      continue;
    }
    const needed = member.minimumLength(period) ?? Number.POSITIVE_INFINITY;
    if (y.length < needed) {
      dropped.push(`${member.id} (needs ${needed} points)`);
      continue;
    }
    try {
      members.push({ id: member.id, fit: member.fit(y, period) });
    } catch (error) {
      dropped.push(`${member.id} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { members, dropped };
}

/**
 * The combination's errors on full-horizon origins (`interval-origins.ts`), every member refitted with
 * the structure it has on the whole history; `undefined` when the history is too short for them.
 */
export function calibrateCombination(
  y: readonly number[],
  period: number,
  members: readonly FittedMember[],
): CandidateScore | undefined {
  const withCandidates = members.map((m) => {
    const candidate = COMBINATION_MEMBERS.find((c) => c.id === m.id);
    if (candidate === undefined) throw new Error(`[ctp] [combination] unknown member ${m.id}`);
    return { candidate, fit: m.fit };
  });
  return calibrateOnOrigins('combination', y, period, combinationForecaster(withCandidates, period));
}

/**
 * Builds the combination from fitted members: the median point forecast, intervals of the members'
 * mean half-width times per-level interval factors (`calibration.ts`) measured on `calibration` (the
 * full-horizon origins) or, when the history was too short for those, on `score` (the rolling origins
 * that cross-validated the combination). Neither: the members' mean intervals, said to be uncalibrated.
 */
export function combinationFit(
  members: readonly FittedMember[],
  score: CandidateScore | undefined,
  dropped: readonly string[] = [],
  calibration?: CandidateScore,
): SeriesFit {
  const basis = calibration ?? score;
  const factors: IntervalFactors = basis?.intervalFactors ?? {};
  const notes: string[] = [
    basis === undefined
      ? 'The history is too short to measure the combination on rolling origins: its intervals are the mean of its members’ intervals, not calibrated.'
      : calibrationNote('the combination', basis, calibration !== undefined),
  ];
  if (basis !== undefined && largestFactor(factors) > TOO_NARROW_FACTOR)
    notes.push(
      `The members' intervals were too narrow on rolling origins (80% held ${percent(basis.coverage80)} and 95% held ${percent(basis.coverage95)} of ${basis.count} outcomes); they are widened by ${describeFactors(factors)}.`,
    );
  if (dropped.length > 0)
    notes.push(`Left out of the combination: ${dropped.join('; ')}; the others entered with equal weight.`);
  const parameters: Record<string, number> = { members: members.length, ...factorParameters(factors) };
  if (score !== undefined) {
    parameters['cv.mase'] = score.mase;
    parameters['cv.coverage80'] = score.coverage80;
    parameters['cv.coverage95'] = score.coverage95;
    parameters['cv.count'] = score.count;
  }
  return {
    description: `median of ${members.map((m) => m.fit.description).join(', ')}`,
    aicc: Number.NaN,
    parameters,
    notes,
    minimumLength: COMBINATION_MINIMUM_LENGTH,
    forecast(horizon, levels) {
      const combined = combineForecasts(
        members.map((m) => m.fit.forecast(horizon, levels)),
        levels,
      );
      return scaleIntervals(combined, levels, factors);
    },
  };
}

/** Fits ETS, ARIMA and Theta to `y` and combines them; see `combinationFit`. */
export function fitCombination(y: readonly number[], options: { readonly period: number }): SeriesFit {
  if (y.length < COMBINATION_MINIMUM_LENGTH)
    throw new SeriesTooShortError('combination', COMBINATION_MINIMUM_LENGTH, y.length);
  const period = Math.max(1, options.period);
  const cv = crossValidate(y, period, [], COMBINATION_MEMBERS);
  const score = cv.scores.find((s) => s.id === 'combination');
  const { members, dropped } = fitMembers(y, period, score?.members);
  if (members.length < MIN_COMBINATION_MEMBERS)
    throw new Error(`[ctp] [combination] fewer than two members could be estimated: ${dropped.join('; ')}`);
  return combinationFit(members, score, dropped, calibrateCombination(y, period, members));
}

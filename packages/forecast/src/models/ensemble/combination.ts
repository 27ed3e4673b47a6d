/**
 * The `combination` statistics: the median, at each step ahead, of the automatic ETS, automatic ARIMA
 * and Theta forecasts, with intervals scaled by the combined forecast's own errors on rolling origins.
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
 * - A member that cannot be estimated on the history (or at the earliest rolling origin) is left out,
 *   with a note; at least two must remain.
 *
 * @module
 */
import { SeriesTooShortError } from '../arima/series-too-short.js';
import type { SeriesFit } from '../series-fit.js';
import { type Candidate, COMBINATION_MEMBERS } from './candidates.js';
import { combineForecasts, scaleIntervals } from './combine.js';
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
 * Builds the combination from fitted members and its cross-validated score (when the history allowed
 * one): the median point forecast, intervals of the members' mean half-width times the score's
 * interval factor.
 */
export function combinationFit(
  members: readonly FittedMember[],
  score: CandidateScore | undefined,
  dropped: readonly string[] = [],
): SeriesFit {
  const factor = score?.intervalFactor ?? 1;
  const notes: string[] = [
    score === undefined
      ? 'The history is too short to measure the combination on rolling origins: its intervals are the mean of its members’ intervals, not calibrated.'
      : `Intervals scaled by ${factor.toFixed(2)} from the combination's errors on rolling origins (${score.count} forecasts; before scaling the 80% interval held ${percent(score.coverage80)} and the 95% interval ${percent(score.coverage95)}).`,
  ];
  if (score !== undefined && factor > TOO_NARROW_FACTOR)
    notes.push(
      `The members' intervals were too narrow on rolling origins (80% held ${percent(score.coverage80)} and 95% held ${percent(score.coverage95)} of ${score.count} outcomes); they are widened by ${factor.toFixed(2)}.`,
    );
  if (dropped.length > 0)
    notes.push(`Left out of the combination: ${dropped.join('; ')}; the others entered with equal weight.`);
  const parameters: Record<string, number> = { intervalFactor: factor, members: members.length };
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
      return scaleIntervals(combined, levels, factor);
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
  return combinationFit(members, score, dropped);
}

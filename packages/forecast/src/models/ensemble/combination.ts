/**
 * The `combination` statistics: the equal-weight mean of ETS, ARIMA and Theta forecasts (the simple
 * combination that beat each method alone in the M3 and M4 competitions), with intervals scaled by the
 * combined forecast's own errors on rolling origins.
 *
 * @module
 */
import { SeriesTooShortError } from '../arima/series-too-short.js';
import type { SeriesFit } from '../series-fit.js';
import { COMBINATION_MEMBERS } from './candidates.js';
import { averageForecasts, scaleIntervals } from './combine.js';
import { type CandidateScore, crossValidate, percent } from './rolling-origin.js';

/** Fewest points: every member must be estimable (automatic ARIMA needs the most). */
export const COMBINATION_MINIMUM_LENGTH = Math.max(
  ...COMBINATION_MEMBERS.map((m) => m.minimumLength(1) ?? 0),
);

const MEMBER_IDS = COMBINATION_MEMBERS.map((m) => m.id);

/**
 * Builds the combination from fitted members and its cross-validated score (when the history allowed
 * one): intervals are the members' mean half-widths times the score's interval factor.
 */
export function combinationFit(members: readonly SeriesFit[], score: CandidateScore | undefined): SeriesFit {
  const factor = score?.intervalFactor ?? 1;
  const notes =
    score === undefined
      ? [
          'The history is too short to measure the combination on rolling origins: its intervals are the mean of its members’ intervals, not calibrated.',
        ]
      : [
          `Intervals scaled by ${factor.toFixed(2)} from the combination's errors on rolling origins (${score.count} forecasts; before scaling the 80% interval held ${percent(score.coverage80)} and the 95% interval ${percent(score.coverage95)}).`,
        ];
  const parameters: Record<string, number> = { intervalFactor: factor };
  if (score !== undefined) {
    parameters['cv.mase'] = score.mase;
    parameters['cv.coverage80'] = score.coverage80;
    parameters['cv.coverage95'] = score.coverage95;
    parameters['cv.count'] = score.count;
  }
  return {
    description: `mean of ${members.map((m) => m.description).join(', ')}`,
    aicc: Number.NaN,
    parameters,
    notes,
    minimumLength: COMBINATION_MINIMUM_LENGTH,
    forecast(horizon, levels) {
      const average = averageForecasts(
        members.map((m) => m.forecast(horizon, levels)),
        levels,
      );
      return scaleIntervals(average, levels, factor);
    },
  };
}

/** Fits ETS, ARIMA and Theta to `y` and combines them; see `combinationFit`. */
export function fitCombination(y: readonly number[], options: { readonly period: number }): SeriesFit {
  if (y.length < COMBINATION_MINIMUM_LENGTH)
    throw new SeriesTooShortError('combination', COMBINATION_MINIMUM_LENGTH, y.length);
  const period = Math.max(1, options.period);
  const members = COMBINATION_MEMBERS.map((m) => m.fit(y, period));
  const cv = crossValidate(y, period, COMBINATION_MEMBERS, MEMBER_IDS);
  return combinationFit(
    members,
    cv.scores.find((s) => s.id === 'combination'),
  );
}

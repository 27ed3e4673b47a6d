/**
 * The `auto` statistics: every built-in model (and the ETS + ARIMA + Theta combination) cross-validated
 * on rolling origins; the combination is projected unless the single model with the lowest
 * cross-validated MASE beat it significantly at those origins (`selection.ts`), in which case that model
 * is refitted on the whole history. The choice, the test behind it, every candidate's error and every
 * skipped candidate with its reason are stated. The chosen model's intervals are calibrated level by
 * level on its rolling-origin errors (`calibration.ts`), narrowed as well as widened; when they proved
 * too narrow the notes say so.
 *
 * @module
 */
import { fitTrendWithSeason } from '../linear-trend.js';
import type { SeriesFit } from '../series-fit.js';
import { stlMinimumLength } from '../stl/stlf.js';
import { calibrationNote, describeFactors, factorParameters, largestFactor } from './calibration.js';
import { COMBINATION_MEMBERS, SINGLE_CANDIDATES } from './candidates.js';
import { calibrateCombination, combinationFit, fitMembers } from './combination.js';
import { scaleIntervals } from './combine.js';
import { calibrateOnOrigins, singleForecaster } from './interval-origins.js';
import { type CrossValidation, crossValidate, percent, TOO_NARROW_FACTOR } from './rolling-origin.js';
import { chooseCandidate, describeSelection } from './selection.js';

export { TOO_NARROW_FACTOR } from './rolling-origin.js';

/** A fitted automatic choice: the fit of the chosen model plus the cross-validation behind it. */
export interface AutoFit extends SeriesFit {
  /** Id of the chosen model (`combination` included). */
  readonly chosen: string;
  readonly crossValidation: CrossValidation;
}

function describeScores(cv: CrossValidation): string {
  const ranked = [...cv.scores].sort((a, b) => a.mase - b.mase);
  return ranked.map((s) => `${s.id} ${s.mase.toFixed(3)}`).join(', ');
}

/** Chooses and fits a model for `y` by rolling-origin cross-validation. */
export function fitAuto(y: readonly number[], options: { readonly period: number }): AutoFit {
  const period = Math.max(1, options.period);
  const cv = crossValidate(y, period, SINGLE_CANDIDATES, COMBINATION_MEMBERS);
  const notes: string[] = [];
  if (period > 1 && y.length < stlMinimumLength(period)) {
    notes.push(
      `The history (${y.length} points) is too short for a seasonal model, which needs more than two full years (${stlMinimumLength(period)} points); only non-seasonal or simpler forms were considered.`,
    );
  }
  const parameters: Record<string, number> = {
    'cv.origins': cv.plan.trainLengths.length,
    'cv.horizon': cv.plan.horizon,
  };
  for (const s of cv.scores) parameters[`cv.${s.id}.mase`] = s.mase;
  const skipped = cv.skipped.map((s) => `${s.id} (${s.reason})`).join('; ');
  if (cv.scores.length === 0) {
    // Nothing can be cross-validated: the least demanding model, whose t intervals widen with few points.
    const fallback = fitTrendWithSeason(y, period, 'none');
    notes.push(
      `The history (${y.length} points) is too short to compare models on rolling origins; the linear trend was fitted and its intervals could not be checked.`,
    );
    return {
      ...fallback,
      description: `auto: linear-trend (too short to cross-validate) — ${fallback.description}`,
      parameters: { ...fallback.parameters, ...parameters },
      notes,
      chosen: 'linear-trend',
      crossValidation: cv,
    };
  }
  const selection = chooseCandidate(cv.scores);
  const best = selection.chosen;
  if (selection.test !== undefined && Number.isFinite(selection.test.t))
    parameters['cv.pairedT'] = selection.test.t;
  const tested = describeSelection(selection);
  notes.push(
    `Chose ${best.id} by rolling-origin cross-validation (${cv.plan.trainLengths.length} origins, up to ${cv.plan.horizon} steps ahead; MASE ${describeScores(cv)})${skipped === '' ? '' : `; not compared: ${skipped}`}.${tested === undefined ? '' : ` ${tested}`}`,
  );
  let fit: SeriesFit;
  if (best.id === 'combination') {
    const { members, dropped } = fitMembers(y, period, best.members);
    fit = combinationFit(members, best, dropped, calibrateCombination(y, period, members));
  } else {
    const candidate = SINGLE_CANDIDATES.find((c) => c.id === best.id);
    if (candidate === undefined) throw new Error(`[ctp] [auto] unknown candidate ${best.id}`);
    const single = candidate.fit(y, period);
    const calibration = calibrateOnOrigins(best.id, y, period, singleForecaster(candidate, single, period));
    const basis = calibration ?? best;
    const factors = basis.intervalFactors;
    notes.push(calibrationNote(best.id, basis, calibration !== undefined));
    if (largestFactor(factors) > TOO_NARROW_FACTOR)
      notes.push(
        `The intervals of ${best.id} were too narrow on rolling origins (80% held ${percent(basis.coverage80)} and 95% held ${percent(basis.coverage95)} of ${basis.count} outcomes); they are widened by ${describeFactors(factors)}.`,
      );
    fit = {
      ...single,
      parameters: { ...single.parameters, ...factorParameters(factors) },
      forecast: (horizon, levels) => scaleIntervals(single.forecast(horizon, levels), levels, factors),
    };
  }
  return {
    ...fit,
    description: `auto: ${best.id} — ${fit.description}`,
    parameters: { ...fit.parameters, ...parameters },
    notes: [...notes, ...(fit.notes ?? [])],
    chosen: best.id,
    crossValidation: cv,
  };
}

/**
 * Automatic exponential smoothing as R's `forecast::ets(model = "ZZZ")` chooses: every admissible
 * combination of error (A, M), trend (N, A, damped Ad) and season (N, A, M) is fitted and the lowest AICc
 * wins. Multiplicative components only for strictly positive data; additive error with multiplicative
 * season is left out (R's `restrict = TRUE`: numerically unstable); seasonal models only for periods
 * 2..24 and series long enough to start them.
 *
 * @module
 */
import { SeriesTooShortError } from '../arima/series-too-short.js';
import type { EtsSpec } from './ets-recursions.js';
import { type EtsFit, etsMinimumLength, fitEts } from './fit-ets.js';

/** Every candidate specification for a series, in R's order. */
export function etsCandidates(y: readonly number[], period: number, seasonal = true): EtsSpec[] {
  const positive = y.every((v) => v > 0);
  const seasonalAllowed = seasonal && period > 1 && period <= 24;
  const out: EtsSpec[] = [];
  for (const error of positive ? (['A', 'M'] as const) : (['A'] as const)) {
    for (const trend of ['N', 'A', 'Ad'] as const) {
      for (const season of seasonalAllowed
        ? positive
          ? (['N', 'A', 'M'] as const)
          : (['N', 'A'] as const)
        : (['N'] as const)) {
        if (error === 'A' && season === 'M') continue;
        const spec: EtsSpec = { error, trend, season, period: season === 'N' ? Math.max(1, period) : period };
        if (y.length >= etsMinimumLength(spec)) out.push(spec);
      }
    }
  }
  return out;
}

/**
 * Fits every candidate ETS model and returns the one with the lowest AICc, as R's `ets`: the
 * statistics on a plain array, without the calendar, validation and `Projection` of
 * {@link exponentialSmoothingModel}.
 *
 * @param y the observations, oldest first.
 * @param options the seasonal `period` (12 monthly, 4 quarterly, 1 annual); `seasonal: false` keeps to
 *   non-seasonal members (R's `model = "ZZN"`).
 * @throws an `Error` with code `SERIES_TOO_SHORT` (and `needed`, `actual`) when not even simple
 *   exponential smoothing can be fitted.
 */
export function autoEts(
  y: readonly number[],
  options: { readonly period: number; readonly seasonal?: boolean },
): EtsFit {
  const candidates = etsCandidates(y, options.period, options.seasonal ?? true);
  if (candidates.length === 0) {
    const simplest: EtsSpec = { error: 'A', trend: 'N', season: 'N', period: 1 };
    throw new SeriesTooShortError('ets', etsMinimumLength(simplest), y.length);
  }
  let best: EtsFit | undefined;
  for (const spec of candidates) {
    const fit = fitEts(y, spec);
    if (Number.isFinite(fit.aicc) && (best === undefined || fit.aicc < best.aicc)) best = fit;
  }
  if (best === undefined) throw new Error('[ctp] [ets] no candidate model could be fitted');
  return best;
}

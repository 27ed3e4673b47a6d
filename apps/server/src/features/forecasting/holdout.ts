import { ForecastError, type ForecastModel } from '@ctp/forecast';

/** Months held out: the last year of history. */
export const HOLDOUT_MONTHS = 12;

/**
 * How well the model would have forecast the last year of history: refitted without it, projected
 * over it, compared with what was recorded. `available` is false (with the reason) when the history
 * without its last year is too short for the model, or the model cannot be fitted on it.
 */
export interface HoldoutCheck {
  readonly available: boolean;
  /** Why the check could not be made (only when `available` is false). */
  readonly reason: string | null;
  /** Months held out (12). */
  readonly months: number;
  /** Months the refitted model saw. */
  readonly trainingMonths: number;
  /** ISO dates of the held-out months (empty when unavailable). */
  readonly timeline: readonly string[];
  /** Recorded tonnes of the held-out months. */
  readonly actual: readonly number[];
  /** What the model fitted without them forecast. */
  readonly forecast: readonly number[];
  /** Mean absolute error in tonnes. */
  readonly mae: number | null;
  /**
   * Mean absolute scaled error: `mae` over the in-sample error of the seasonal naive forecast (lag 12,
   * or lag 1 when the training history is a year or less). Below 1 beats that naive forecast.
   */
  readonly mase: number | null;
  /** Mean absolute percentage error in percent; null when a held-out month recorded zero. */
  readonly mape: number | null;
}

interface MonthlySeries {
  readonly frequency: 'monthly';
  readonly start: string;
  readonly values: readonly number[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** In-sample mean absolute error of the seasonal naive forecast; null when it is zero. */
function naiveScale(y: readonly number[]): number | null {
  const lag = y.length > 12 ? 12 : 1;
  if (y.length <= lag) return null;
  const errors = y.slice(lag).map((v, i) => Math.abs(v - (y[i] as number)));
  const scale = mean(errors);
  return scale > 0 ? scale : null;
}

const unavailable = (reason: string, trainingMonths: number): HoldoutCheck => ({
  available: false,
  reason,
  months: HOLDOUT_MONTHS,
  trainingMonths,
  timeline: [],
  actual: [],
  forecast: [],
  mae: null,
  mase: null,
  mape: null,
});

/**
 * Refits `model` on the history without its last {@link HOLDOUT_MONTHS} months, forecasts those
 * months (point forecasts) and scores the forecast against the recorded values.
 */
export function holdoutCheck(
  model: ForecastModel,
  parameters: Readonly<Record<string, unknown>>,
  series: MonthlySeries,
  now: Date,
): HoldoutCheck {
  const trainingMonths = series.values.length - HOLDOUT_MONTHS;
  const required = model.minimumLength('monthly', parameters);
  if (trainingMonths < required) {
    return unavailable(
      `The history has ${series.values.length} months; checking the last ${HOLDOUT_MONTHS} needs ${required + HOLDOUT_MONTHS} (${model.id} needs ${required} to fit).`,
      Math.max(0, trainingMonths),
    );
  }
  const training = series.values.slice(0, trainingMonths);
  const actual = series.values.slice(trainingMonths);
  let projected: { timeline: readonly string[]; values: readonly number[] };
  try {
    projected = model
      .fit({ ...series, values: training }, parameters)
      .predict(HOLDOUT_MONTHS, { levels: [], now });
  } catch (error) {
    if (error instanceof ForecastError) return unavailable(error.message, trainingMonths);
    throw error;
  }
  const errors = actual.map((a, i) => Math.abs(a - (projected.values[i] as number)));
  const mae = mean(errors);
  const scale = naiveScale(training);
  return {
    available: true,
    reason: null,
    months: HOLDOUT_MONTHS,
    trainingMonths,
    timeline: [...projected.timeline],
    actual,
    forecast: [...projected.values],
    mae,
    mase: scale === null ? null : mae / scale,
    mape: actual.some((a) => a === 0)
      ? null
      : 100 * mean(errors.map((e, i) => e / Math.abs(actual[i] as number))),
  };
}

import type { ForecastModel, Projection, RegularSeries } from '@ctp/forecast';

/** Accuracy of one model on the held-out last year. */
export interface HoldoutScore {
  readonly modelId: string;
  /** What the model chose or estimated (for example the ARIMA orders). */
  readonly description: string;
  /** Symmetric mean absolute percentage error, in percent. */
  readonly smape: number;
  /** Mean absolute error. */
  readonly mae: number;
  /** Share of held-out points inside the 80% and 95% intervals, in percent. */
  readonly coverage80: number;
  readonly coverage95: number;
}

/** Fits `model` on all but the last `holdout` points and scores its forecast of them. */
export function scoreOnHoldout(
  model: ForecastModel,
  series: RegularSeries,
  holdout: number,
  now: string,
): HoldoutScore {
  const train = { ...series, values: series.values.slice(0, -holdout) };
  const actual = series.values.slice(-holdout);
  const p = model.fit(train).predict(holdout, { now });
  const errors = actual.map((a, i) => Math.abs(a - (p.values[i] as number)));
  const smape =
    (100 / holdout) *
    actual.reduce(
      (s, a, i) =>
        s + (2 * Math.abs(a - (p.values[i] as number))) / (Math.abs(a) + Math.abs(p.values[i] as number)),
      0,
    );
  return {
    modelId: model.id,
    description: p.model.description,
    smape,
    mae: errors.reduce((a, b) => a + b, 0) / holdout,
    coverage80: coverage(p, actual, 80),
    coverage95: coverage(p, actual, 95),
  };
}

function coverage(p: Projection, actual: readonly number[], level: number): number {
  const iv = p.confidence?.intervals.find((i) => i.level === level);
  if (iv === undefined) return Number.NaN;
  const inside = actual.filter((a, i) => a >= (iv.lower[i] as number) && a <= (iv.upper[i] as number)).length;
  return (100 * inside) / actual.length;
}

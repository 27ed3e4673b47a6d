/**
 * Accuracy of a hold-out forecast: sMAPE (percent), MASE scaled by the in-sample seasonal naive error
 * (Hyndman & Koehler 2006), and the share of held-out points inside the 80% and 95% intervals.
 */
import type { SeriesFit } from '@ctp/forecast';

/** One method's forecast of the held-out year. */
export interface HoldOutForecast {
  readonly mean: readonly number[];
  readonly lower80: readonly number[];
  readonly upper80: readonly number[];
  readonly lower95: readonly number[];
  readonly upper95: readonly number[];
}

/** The 80% and 95% intervals and the mean of one fit's forecast, as {@link score} reads them. */
export function holdOutForecast(f: ReturnType<SeriesFit['forecast']>): HoldOutForecast {
  return {
    mean: f.mean,
    lower80: f.lower[80] ?? [],
    upper80: f.upper[80] ?? [],
    lower95: f.lower[95] ?? [],
    upper95: f.upper[95] ?? [],
  };
}

/** Scores of one forecast against the held-out values. */
export interface Scores {
  readonly smape: number;
  readonly mase: number;
  readonly coverage80: number;
  readonly coverage95: number;
}

/** Mean absolute seasonal-naive error on the training part (lag `period`, or 1 for non-seasonal data). */
export function seasonalNaiveScale(train: readonly number[], period: number): number {
  const lag = period > 1 && train.length > period ? period : 1;
  let sum = 0;
  for (let t = lag; t < train.length; t++) sum += Math.abs((train[t] as number) - (train[t - lag] as number));
  return sum / (train.length - lag);
}

/** Scores a forecast of `actual` given the training series. */
export function score(
  train: readonly number[],
  actual: readonly number[],
  period: number,
  f: HoldOutForecast,
): Scores {
  const scale = seasonalNaiveScale(train, period);
  let smape = 0;
  let absError = 0;
  let in80 = 0;
  let in95 = 0;
  actual.forEach((y, h) => {
    const m = f.mean[h] as number;
    smape += (200 * Math.abs(y - m)) / (Math.abs(y) + Math.abs(m));
    absError += Math.abs(y - m);
    if (y >= (f.lower80[h] as number) && y <= (f.upper80[h] as number)) in80++;
    if (y >= (f.lower95[h] as number) && y <= (f.upper95[h] as number)) in95++;
  });
  const n = actual.length;
  return { smape: smape / n, mase: absError / n / scale, coverage80: in80 / n, coverage95: in95 / n };
}

/**
 * The same measurement on the three years before the held-out one: each year held out in turn, every
 * model fitted only on what came before it (cut to its last 36 points for the short cut). One held-out
 * year of eleven series is a small sample for interval coverage: a year's twelve errors move together,
 * so a calm or a turbulent year shifts every interval's coverage at once. Printing the earlier years,
 * and the mean over all four, shows whether a coverage or accuracy figure of the held-out year is a
 * property of the method or of that year. Nothing here feeds any model's choice or calibration. The
 * six-year series (USAccDeaths, fdeaths, ldeaths, mdeaths) leave 48, 36 and 24 months before the
 * earlier years, so their "full history" there is shorter than 36 points three years back.
 */
import { fitAuto, fitCombination, type SeriesFit } from '@ctp/forecast';
import { holdOutForecast, type Scores, score } from './metrics.js';
import { runReference } from './r-reference.js';
import type { BenchSeries } from './series.js';

/** Years before the held-out one that are measured. */
export const EARLIER_YEARS = 3;

/** Mean scores of one model in one year (index 0: the held-out year; k: k years before it). */
export type YearScores = Scores[];

interface Cut {
  readonly suffix: string;
  readonly cut: (train: number[]) => number[];
}

const OURS: ReadonlyArray<{ id: string; fit: (y: readonly number[], period: number) => SeriesFit }> = [
  { id: 'combination', fit: (y, period) => fitCombination(y, { period }) },
  { id: 'auto', fit: (y, period) => fitAuto(y, { period }) },
];
/** R methods shown beside ours, by the reference script's method name. */
const R_METHODS: Readonly<Record<string, string>> = { arima: 'auto.arima', ets: 'ets' };

function meanScores(all: readonly Scores[]): Scores {
  const avg = (pick: (s: Scores) => number) => all.reduce((sum, s) => sum + pick(s), 0) / all.length;
  return {
    smape: avg((s) => s.smape),
    mase: avg((s) => s.mase),
    coverage80: avg((s) => s.coverage80),
    coverage95: avg((s) => s.coverage95),
  };
}

/**
 * Measures `combination`, `auto`, R's `auto.arima` and `ets` on each of the {@link EARLIER_YEARS} years
 * before the held-out one and prints, per model, the mean MASE and coverage of each year, of the
 * held-out year (`heldOut`, by model label, from the main run) and of all four years together.
 */
export function benchEarlierYears(
  series: readonly BenchSeries[],
  cut: Cut,
  cutName: string,
  heldOut: ReadonlyMap<string, Scores>,
): void {
  const years = Array.from({ length: EARLIER_YEARS }, (_, k) => k + 1);
  const prepared = years.flatMap((back) =>
    series.map((s) => {
      const end = s.values.length - back * s.frequency;
      return {
        back,
        name: `${s.name}${cut.suffix}-${back}y`,
        frequency: s.frequency,
        horizon: s.frequency,
        train: cut.cut(s.values.slice(0, end - s.frequency)),
        test: s.values.slice(end - s.frequency, end),
      };
    }),
  );
  const byModel = new Map<string, Map<number, Scores[]>>();
  const add = (label: string, back: number, scores: Scores) => {
    const years = byModel.get(label) ?? new Map<number, Scores[]>();
    byModel.set(label, years);
    years.set(back, [...(years.get(back) ?? []), scores]);
  };
  for (const model of OURS)
    for (const p of prepared) {
      const fit = model.fit(p.train, p.frequency);
      add(
        `ours ${model.id}`,
        p.back,
        score(p.train, p.test, p.frequency, holdOutForecast(fit.forecast(p.horizon, [80, 95]))),
      );
    }
  const reference = runReference(prepared);
  if (!reference.ok) console.log(`\nR reference unavailable for the earlier years: ${reference.reason}`);
  if (reference.ok)
    for (const [method, name] of Object.entries(R_METHODS))
      for (const p of prepared) {
        const f = reference.forecasts.get(`${p.name}/${method}`);
        if (f !== undefined) add(`R ${name}`, p.back, score(p.train, p.test, p.frequency, f));
      }
  console.log(
    `\nearlier years, ${cutName}: each of the ${EARLIER_YEARS} years before the held-out one held out in turn (fitted on what came before it); mean over the ${series.length} series, MASE c80 c95`,
  );
  const cell = (s: Scores | undefined) =>
    s === undefined
      ? ''.padStart(19)
      : `${s.mase.toFixed(3).padStart(7)} ${`${(100 * s.coverage80).toFixed(0)}%`.padStart(5)} ${`${(100 * s.coverage95).toFixed(0)}%`.padStart(5)}`;
  const head = [...years].reverse().map((b) => `year −${b}`.padStart(19));
  console.log(
    `${'model'.padEnd(22)} ${head.join(' ')} ${'held-out year'.padStart(19)} ${'all four years'.padStart(19)}`,
  );
  for (const [label, perYear] of byModel) {
    const yearMeans = [...years].reverse().map((b) => meanScores(perYear.get(b) ?? []));
    const held = heldOut.get(label);
    const four = held === undefined ? undefined : meanScores([...yearMeans, held]);
    console.log(`${label.padEnd(22)} ${yearMeans.map(cell).join(' ')} ${cell(held)} ${cell(four)}`);
  }
}

/**
 * Conformance kit for {@link ForecastModel} plugins: `checkForecastModel` runs a model on the series
 * you give it and returns every broken invariant as a string, so a plugin's test is one call and an
 * `expect(problems).toEqual([])`. It needs no test framework.
 *
 * @packageDocumentation
 */
import { ForecastError } from '../errors.js';
import type { ForecastModel } from '../model.js';
import { type Frequency, parsePeriod, periodStartDate } from '../series/period.js';
import { toRegularSeries } from '../series/series.js';

/** One case: a series the model must handle, and how far to project it. */
export interface ConformanceCase {
  readonly series: unknown;
  readonly horizon: number;
  readonly parameters?: unknown;
}

/**
 * Checks a model against the contract on each case: metadata present; the same input gives the
 * same projection and input hash; one finite value per step on the calendar that follows the series;
 * every requested level present with lower ≤ upper, and the 80% interval inside the 95% one; a
 * series one point shorter than `minimumLength` refused with `SERIES_TOO_SHORT` naming the model.
 *
 * @returns The broken invariants (empty when the model conforms).
 */
export function checkForecastModel(model: ForecastModel, cases: readonly ConformanceCase[]): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`[${model.id}] ${text}`);
  for (const key of ['id', 'name', 'version', 'description'] as const)
    if (model[key].trim() === '') say(`${key} is empty`);
  if (model.assumptions.length === 0) say('lists no assumptions');
  if (model.limitations.length === 0) say('lists no limitations');
  const now = '2025-01-01T00:00:00.000Z';
  cases.forEach((c, k) => {
    const label = `case ${k + 1}`;
    let series: ReturnType<typeof toRegularSeries>;
    try {
      series = toRegularSeries(c.series);
    } catch (error) {
      say(`${label}: the case's series is invalid: ${(error as Error).message}`);
      return;
    }
    let a: ReturnType<ReturnType<ForecastModel['fit']>['predict']>;
    let b: typeof a;
    try {
      a = model.fit(series, c.parameters).predict(c.horizon, { now });
      b = model.fit(structuredClone(series), c.parameters).predict(c.horizon, { now });
    } catch (error) {
      say(`${label}: threw ${(error as Error).message}`);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      say(`${label}: two fits of the same input gave different projections`);
    if (a.generatedAt !== now) say(`${label}: generatedAt ignores the injected now`);
    if (a.values.length !== c.horizon || !a.values.every(Number.isFinite))
      say(`${label}: values are not ${c.horizon} finite numbers`);
    const first = (parsePeriod(series.start, series.frequency) as number) + series.values.length;
    const expected = Array.from({ length: c.horizon }, (_, h) =>
      periodStartDate(first + h, series.frequency),
    );
    if (JSON.stringify(a.timeline) !== JSON.stringify(expected))
      say(`${label}: timeline does not continue the series`);
    const levels = a.confidence?.intervals.map((i) => i.level) ?? [];
    if (JSON.stringify(levels) !== JSON.stringify([80, 95]))
      say(`${label}: default levels are [${levels}], expected [80,95]`);
    const [i80, i95] = a.confidence?.intervals ?? [];
    for (let h = 0; h < c.horizon && i80 !== undefined && i95 !== undefined; h++) {
      const [l8, u8, l9, u9] = [i80.lower[h], i80.upper[h], i95.lower[h], i95.upper[h]] as [
        number,
        number,
        number,
        number,
      ];
      if (!(l8 <= u8 && l9 <= u9)) say(`${label}: step ${h + 1} has a lower bound above its upper bound`);
      else if (!(l9 <= l8 + 1e-9 * Math.abs(l8) && u8 <= u9 + 1e-9 * Math.abs(u8)))
        say(`${label}: step ${h + 1} has the 80% interval outside the 95% one`);
    }
    checkTooShort(model, series.frequency, series, c.parameters, (t) => say(`${label}: ${t}`));
  });
  return problems;
}

function checkTooShort(
  model: ForecastModel,
  frequency: Frequency,
  series: ReturnType<typeof toRegularSeries>,
  parameters: unknown,
  say: (text: string) => void,
): void {
  const required = model.minimumLength(frequency, parameters);
  if (required < 1) return;
  const short = { ...series, values: series.values.slice(0, required - 1) };
  try {
    model.fit(short, parameters);
    say(`accepted ${required - 1} points although minimumLength is ${required}`);
  } catch (error) {
    const e = error as ForecastError;
    if (!(e instanceof ForecastError) || e.code !== 'SERIES_TOO_SHORT' || e.details.modelId !== model.id) {
      say(`a series of ${required - 1} points threw ${e.name}: ${e.message}, expected SERIES_TOO_SHORT`);
    }
  }
}

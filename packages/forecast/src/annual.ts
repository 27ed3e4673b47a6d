/**
 * Annual totals of monthly, quarterly or annual values: what scenarios and gap analysis compare,
 * since targets are set per calendar year.
 *
 * @module
 */
import { InvalidSeriesError } from './errors.js';
import type { Projection } from './projection.js';
import {
  type Frequency,
  monthOfIsoDate,
  periodOfMonth,
  periodsPerYear,
  yearOfPeriod,
} from './series/period.js';
import { type RegularSeries, startPeriod } from './series/series.js';

/** A value for one calendar year. */
export interface AnnualValue {
  readonly year: number;
  readonly value: number;
}

/** Values keyed by period index, with their frequency. */
interface PeriodValues {
  readonly frequency: Frequency;
  readonly entries: readonly (readonly [period: number, value: number])[];
}

function fromSeries(series: RegularSeries): PeriodValues {
  const first = startPeriod(series);
  return { frequency: series.frequency, entries: series.values.map((v, i) => [first + i, v] as const) };
}

function fromProjection(projection: Pick<Projection, 'frequency' | 'timeline' | 'values'>): PeriodValues {
  return {
    frequency: projection.frequency,
    entries: projection.timeline.map((date, i) => [
      periodOfMonth(monthOfIsoDate(date) as number, projection.frequency),
      projection.values[i] as number,
    ]),
  };
}

/**
 * Sums values per calendar year, keeping only complete years (all 12 months, 4 quarters or the
 * year). A year split between the history and the projection is complete when both are given.
 * Where both cover a period, the history wins.
 *
 * @throws InvalidSeriesError when the two have different frequencies.
 *
 * @param history The observed series (optional).
 * @param projection A projection continuing it (optional).
 */
export function annualTotals(
  history?: RegularSeries,
  projection?: Pick<Projection, 'frequency' | 'timeline' | 'values'>,
): AnnualValue[] {
  const parts = [history && fromSeries(history), projection && fromProjection(projection)].filter(
    (p): p is PeriodValues => p !== undefined,
  );
  const frequency = parts[0]?.frequency;
  if (frequency === undefined) return [];
  if (parts.some((p) => p.frequency !== frequency)) {
    throw new InvalidSeriesError({ issues: ['the history and the projection have different frequencies'] });
  }
  const byPeriod = new Map<number, number>();
  for (const part of [...parts].reverse())
    for (const [period, value] of part.entries) byPeriod.set(period, value);
  const sums = new Map<number, { sum: number; count: number }>();
  for (const [period, value] of byPeriod) {
    const year = yearOfPeriod(period, frequency);
    const s = sums.get(year) ?? { sum: 0, count: 0 };
    s.sum += value;
    s.count += 1;
    sums.set(year, s);
  }
  const ppy = periodsPerYear(frequency);
  return [...sums]
    .filter(([, s]) => s.count === ppy)
    .map(([year, s]) => ({ year, value: s.sum }))
    .sort((a, b) => a.year - b.year);
}

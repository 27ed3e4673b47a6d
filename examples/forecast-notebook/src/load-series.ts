import { readFileSync } from 'node:fs';
import { type RegularSeries, toRegularSeries } from '@ctp/forecast';

/** A series read from a JSON file of this example, with its citation. */
export interface LoadedSeries {
  readonly name: string;
  readonly source: string;
  readonly series: RegularSeries;
}

/** Reads `data/<file>` and validates it as a series (the package's zod schema does the checking). */
export function loadSeries(file: string): LoadedSeries {
  const raw = JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  return { name: String(raw.name), source: String(raw.source), series: toRegularSeries(raw) };
}

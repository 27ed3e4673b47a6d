import type { FactorWarning } from './lookup-types.js';
import type { EmissionFactor, FactorDataset } from './schema.js';
import { shippedEditions } from './shipped.js';

/** One edition of a dataset series: its version and the year its rows take effect. */
interface Edition {
  readonly version: string;
  readonly year: number;
}

/** The editions loaded for each dataset id (`desnz-ghg-cf` → 2019 … 2025), by year. */
export type EditionIndex = Map<string, Edition[]>;

function yearOf(isoDate: string): number {
  return Number(isoDate.slice(0, 4));
}

function addEdition(editions: EditionIndex, datasetId: string, edition: Edition): void {
  const series = editions.get(datasetId) ?? [];
  if (series.some((e) => e.version === edition.version)) return;
  series.push(edition);
  series.sort((a, b) => a.year - b.year);
  editions.set(datasetId, series);
}

/**
 * An index that knows every shipped edition, whether or not it is loaded: a library rebuilt from a
 * calculation record's factor snapshots gives the same warning as the one that calculated.
 */
export function shippedEditionIndex(): EditionIndex {
  const editions: EditionIndex = new Map();
  for (const e of shippedEditions())
    addEdition(editions, e.datasetId, { version: e.datasetVersion, year: e.year });
  return editions;
}

/** Records a dataset as an edition of its series: the year of its earliest `effectiveFrom`. */
export function indexEdition(editions: EditionIndex, dataset: FactorDataset): void {
  const years = dataset.factors.map((f) => yearOf(f.effectiveFrom));
  if (years.length === 0) return;
  addEdition(editions, dataset.datasetId, { version: dataset.datasetVersion, year: Math.min(...years) });
}

/**
 * `PREVIOUS_EDITION` when the row chosen for an activity comes from an edition of an earlier year
 * than the activity's, in a series of which more than one edition is loaded: either no edition was
 * published (or shipped) for that year, so the previous one stays in force (EPA Hub 2022 and 2023),
 * or that year's edition has no such factor. Not raised when the caller pinned the version.
 */
export function previousEditionWarning(
  editions: EditionIndex,
  factor: EmissionFactor,
  date: string,
  pinned: string | undefined,
): FactorWarning | undefined {
  const series = editions.get(factor.datasetId);
  const year = yearOf(date);
  if (series === undefined || series.length < 2 || yearOf(factor.effectiveFrom) >= year) return undefined;
  if (pinned !== undefined && pinned !== '*') return undefined;
  const used = `${factor.datasetId} edition ${factor.datasetVersion} (in force from ${factor.effectiveFrom})`;
  const sameYear = series.find((e) => e.year === year);
  const message =
    sameYear === undefined
      ? `no ${factor.datasetId} edition for ${year}; ${used} stays in force`
      : `${factor.datasetId} edition ${sameYear.version} for ${year} has no ${factor.category}/${factor.subcategory} factor for ${factor.region}; used ${used}`;
  return { code: 'PREVIOUS_EDITION', message };
}

/** True when the query pins the row's dataset to one version (not `'*'`). */
export function pinsVersionOf(
  datasets: Readonly<Record<string, string>> | undefined,
  datasetId: string,
): boolean {
  const pinned = datasets?.[datasetId];
  return pinned !== undefined && pinned !== '*';
}

/**
 * `PINNED_EDITION` when a pinned edition is applied to an activity dated before the edition came
 * into force: the caller chose it (recalculating a base year with a later edition, or a year for
 * which the publisher has no edition), so the lookup uses it and the result says so.
 */
export function pinnedEditionWarning(factor: EmissionFactor, date: string): FactorWarning {
  return {
    code: 'PINNED_EDITION',
    message: `${factor.datasetId} edition ${factor.datasetVersion} (in force from ${factor.effectiveFrom}) applied to an activity of ${date} because the calculation pins that edition`,
  };
}

import type { EmissionLine, ReportInput } from '../input.js';

/** The factor dataset editions the results of one calendar year used. */
export interface FactorEditionsOfYear {
  /** Calendar year (`YYYY`) of the results' period start. */
  readonly year: string;
  /** True for the organization's base year. */
  readonly baseYear: boolean;
  /** `datasetId@datasetVersion` and the number of results that used it, sorted by key. */
  readonly editions: readonly { readonly dataset: string; readonly results: number }[];
}

const byKey = (a: { dataset: string }, b: { dataset: string }) =>
  a.dataset < b.dataset ? -1 : a.dataset > b.dataset ? 1 : 0;

/**
 * Which factor edition each year's results used, years ascending: the report's own lines by the
 * year their period starts in, and the base year's editions (counted by the server over the base
 * year's current results) when the base year lies outside the report's lines. An auditor reads
 * from it that a 2019 base year was calculated with the 2019 edition (or which other edition, and
 * so why its figures differ from the publisher's later tables).
 */
export function factorEditionsByYear(
  lines: readonly EmissionLine[],
  organization: Pick<ReportInput['organization'], 'baseYear' | 'baseYearFactorEditions'>,
): FactorEditionsOfYear[] {
  const years = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const year = line.periodStart.slice(0, 4);
    let counts = years.get(year);
    if (counts === undefined) {
      counts = new Map();
      years.set(year, counts);
    }
    // A record citing one dataset twice (two terms) is one result of that edition.
    for (const key of new Set(line.factors.map((f) => `${f.datasetId}@${f.datasetVersion}`))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const base = organization.baseYear === null ? null : String(organization.baseYear);
  if (base !== null && !years.has(base) && organization.baseYearFactorEditions.length > 0) {
    years.set(
      base,
      new Map(
        organization.baseYearFactorEditions.map((e) => [`${e.datasetId}@${e.datasetVersion}`, e.results]),
      ),
    );
  }
  return [...years.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([year, counts]) => ({
      year,
      baseYear: year === base,
      editions: [...counts.entries()].map(([dataset, results]) => ({ dataset, results })).sort(byKey),
    }));
}

/** Every `datasetId@datasetVersion` the report cites: its lines' and the base year's. */
export function citedDatasets(editions: readonly FactorEditionsOfYear[]): ReadonlySet<string> {
  return new Set(editions.flatMap((y) => y.editions.map((e) => e.dataset)));
}

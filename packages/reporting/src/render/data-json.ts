import canonicalize from 'canonicalize';
import type { ReportInput } from '../input.js';
import { citedDatasets } from '../mapper/factor-editions.js';
import { reportQualityOf } from '../mapper/quality.js';
import { scope3Methods } from '../mapper/scope3-methods.js';
import { TOTAL_QUERIES } from '../mapper/totals.js';
import type { MappedReport, ReportTotals } from '../mapper/types.js';
import { REPORTING_VERSION } from '../version.js';
import { DISPLAY_ROUNDING, exactTonnes, formatTonnes } from './format.js';

/** Identifies the layout of data.json. */
export const DATA_JSON_SCHEMA = 'ctp.report.data/1';

function used<T extends { datasetId?: string; id?: string; version?: string; datasetVersion?: string }>(
  items: readonly T[],
  keys: ReadonlySet<string>,
  key: (t: T) => string,
): T[] {
  return items.filter((t) => keys.has(key(t)));
}

/**
 * data.json: the mapped report and the totals it rests on, in RFC 8785 canonical JSON (sorted
 * keys, no whitespace; `canonicalize`). Each total carries its exact kg, exact tonnes, the display
 * string printed in the PDF/HTML, the query that selects its lines (apply it to emissions.csv)
 * and the sorted ids of the calculation records behind it.
 */
export function renderDataJson(mapped: MappedReport, input: ReportInput): string {
  const totals = Object.fromEntries(
    (Object.keys(mapped.totals) as (keyof ReportTotals)[]).map((k) => {
      const t = mapped.totals[k];
      return [
        k,
        {
          kg: t.kg,
          tCO2e: exactTonnes(t.kg),
          display: formatTonnes(t.kg),
          lineCount: t.lineCount,
          query: TOTAL_QUERIES[k],
          recordIds: t.recordIds,
        },
      ];
    }),
  );
  const algorithmKeys = new Set(Object.keys(mapped.usage.algorithms));
  // The base year's editions too: data.json describes every dataset the methodology cites.
  const datasetKeys = citedDatasets(mapped.usage.factorEditionsByYear);
  const { totals: _mappedTotals, ...rest } = mapped;
  const text = canonicalize({
    schema: DATA_JSON_SCHEMA,
    generator: { package: '@ctp/reporting', version: REPORTING_VERSION },
    rounding: DISPLAY_ROUNDING,
    ...rest,
    totals,
    quality: reportQualityOf(input),
    scope3Methods: scope3Methods(input),
    calculation: input.calculation,
    algorithms: used(input.algorithms, algorithmKeys, (a) => `${a.id}@${a.version}`),
    factorSources: used(input.factorSources, datasetKeys, (f) => `${f.datasetId}@${f.datasetVersion}`),
    overrides: input.overrides,
    targets: input.targets,
    history: input.history,
    organization: {
      ...rest.organization,
      baseYear: input.organization.baseYear,
      netRevenue: input.organization.netRevenue,
    },
  });
  if (text === undefined) throw new TypeError('report has no JSON representation');
  return text;
}

import { type FactorDataset, parseDataset } from '@ctp/factors';
import { dateString } from '../database/columns.js';
import type { OrganizationScope } from '../scope.js';

/**
 * Every custom dataset of the scope's organization, re-validated by `parseDataset` (decimals as
 * Decimal), ready for `FactorLibrary.withShippedDatasets(datasets)`.
 */
export async function loadCustomDatasets(scope: OrganizationScope): Promise<FactorDataset[]> {
  const headers = await scope.db
    .selectFrom('custom_datasets')
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const datasets: FactorDataset[] = [];
  for (const h of headers) {
    const rows = await scope.db
      .selectFrom('emission_factors')
      .selectAll()
      .where('custom_dataset_id', '=', h.id)
      .orderBy('id')
      .execute();
    const strip = <T extends Record<string, unknown>>(o: T) =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
    datasets.push(
      parseDataset({
        datasetId: h.dataset_id,
        datasetVersion: h.dataset_version,
        title: h.title,
        publisher: h.publisher,
        source: h.source,
        sourceUrl: h.source_url,
        license: h.license,
        generatedBy: h.generated_by,
        ...(h.notes === null ? {} : { notes: h.notes }),
        factors: rows.map((r) => ({
          ...strip({
            gases: r.gases,
            co2eByGas: r.co2e_by_gas,
            priceYear: r.price_year,
            status: r.status,
            notes: r.notes,
          }),
          category: r.category,
          subcategory: r.subcategory,
          factor: r.factor,
          unit: r.unit,
          region: r.region,
          gwpSet: r.gwp_set,
          gwpTimeframe: r.gwp_timeframe,
          effectiveFrom: dateString(r.effective_from),
          effectiveTo: r.effective_to === null ? null : dateString(r.effective_to),
          source: r.source,
          sourceUrl: r.source_url,
        })),
      }),
    );
  }
  return datasets;
}

import { type FactorDataset, formatDecimal } from '@ctp/factors';
import { ConflictError, isUniqueViolation } from '../errors.js';
import { uuidv7 } from '../ids.js';
import type { OrganizationScope } from '../scope.js';

const CHUNK = 500;

/** A custom dataset's header as stored. */
export interface StoredCustomDataset {
  readonly id: string;
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly title: string;
  readonly publisher: string;
  readonly factorCount: number;
  readonly createdAt: Date;
}

const decimals = (gases: Readonly<Record<string, { toFixed(): string }>> | undefined) =>
  gases === undefined
    ? null
    : JSON.stringify(Object.fromEntries(Object.entries(gases).map(([g, d]) => [g, d.toFixed()])));

/**
 * Stores a validated custom dataset (from `@ctp/factors`' `importCustomCsv`/`importCustomJson`)
 * for the scope's organization. Datasets are versioned and immutable: the same id and version
 * twice is a conflict, and factor rows reject UPDATE and DELETE, so pinned results stay true.
 */
export async function saveCustomDataset(
  scope: OrganizationScope,
  dataset: FactorDataset,
  createdBy: string | null = null,
): Promise<StoredCustomDataset> {
  const id = uuidv7();
  const createdAt = new Date();
  try {
    await scope.db
      .insertInto('custom_datasets')
      .values({
        id,
        organization_id: scope.organizationId,
        dataset_id: dataset.datasetId,
        dataset_version: dataset.datasetVersion,
        title: dataset.title,
        publisher: dataset.publisher,
        source: dataset.source,
        source_url: dataset.sourceUrl,
        license: dataset.license,
        generated_by: dataset.generatedBy,
        notes: dataset.notes ?? null,
        created_by: createdBy,
        created_at: createdAt,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError('custom dataset', 'this dataset version already exists', {
        datasetId: dataset.datasetId,
        datasetVersion: dataset.datasetVersion,
      });
    }
    throw error;
  }
  for (let start = 0; start < dataset.factors.length; start += CHUNK) {
    const rows = dataset.factors.slice(start, start + CHUNK).map((f) => ({
      id: uuidv7(),
      organization_id: scope.organizationId,
      custom_dataset_id: id,
      dataset_id: f.datasetId,
      dataset_version: f.datasetVersion,
      category: f.category,
      subcategory: f.subcategory,
      factor: f.factor === null ? null : formatDecimal(f.factor),
      gases: decimals(f.gases),
      co2e_by_gas: decimals(f.co2eByGas),
      unit: f.unit,
      region: f.region,
      gwp_set: f.gwpSet,
      gwp_timeframe: f.gwpTimeframe,
      effective_from: f.effectiveFrom,
      effective_to: f.effectiveTo,
      price_year: f.priceYear ?? null,
      status: f.status ?? null,
      source: f.source,
      source_url: f.sourceUrl,
      notes: f.notes ?? null,
    }));
    await scope.db.insertInto('emission_factors').values(rows).execute();
  }
  return {
    id,
    datasetId: dataset.datasetId,
    datasetVersion: dataset.datasetVersion,
    title: dataset.title,
    publisher: dataset.publisher,
    factorCount: dataset.factors.length,
    createdAt,
  };
}

/** Headers of the scope's custom datasets with their factor counts. */
export async function listCustomDatasets(scope: OrganizationScope): Promise<StoredCustomDataset[]> {
  const rows = await scope.db
    .selectFrom('custom_datasets as d')
    .leftJoin('emission_factors as f', 'f.custom_dataset_id', 'd.id')
    .select((eb) => [
      'd.id',
      'd.dataset_id',
      'd.dataset_version',
      'd.title',
      'd.publisher',
      'd.created_at',
      eb.fn.count<string>('f.id').as('n'),
    ])
    .groupBy(['d.id', 'd.dataset_id', 'd.dataset_version', 'd.title', 'd.publisher', 'd.created_at'])
    .orderBy('d.created_at')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    datasetId: r.dataset_id,
    datasetVersion: r.dataset_version,
    title: r.title,
    publisher: r.publisher,
    factorCount: Number.parseInt(String(r.n), 10),
    createdAt: r.created_at,
  }));
}

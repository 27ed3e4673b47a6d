import { DuplicateDatasetError, FactorNotFoundError } from './errors.js';
import { type EditionIndex, indexEdition, shippedEditionIndex } from './library-editions.js';
import { type FactorIndex, findFactor, indexDataset } from './library-lookup.js';
import { type FactorSearch, searchFactors } from './library-search.js';
import type { FactorMatch, FactorQuery } from './lookup-types.js';
import type { EmissionFactor, FactorDataset } from './schema.js';
import { shippedDatasets } from './shipped.js';

/** One loaded dataset, as {@link FactorLibrary.datasets} lists it. */
export interface DatasetSummary {
  readonly datasetId: string;
  readonly datasetVersion: string;
  readonly title: string;
  readonly publisher: string;
  readonly source: string;
  readonly license: string;
  readonly factorCount: number;
}

const CACHE_LIMIT = 50_000;

/**
 * The factor library: datasets indexed by category, base subcategory and region, so a lookup is a
 * few map hits. Lookups are deterministic: the same datasets in the same order and the same query
 * always give the same row. Instances hold only their datasets and a bounded lookup cache.
 */
export class FactorLibrary {
  readonly #datasets: FactorDataset[] = [];
  readonly #index: FactorIndex = new Map();
  readonly #editions: EditionIndex = shippedEditionIndex();
  readonly #cache = new Map<string, FactorMatch>();

  /** @param datasets validated datasets ({@link parseDataset}); their order is their priority on ties. */
  constructor(datasets: readonly FactorDataset[] = []) {
    for (const dataset of datasets) this.add(dataset);
  }

  /** A library with every shipped dataset (see {@link shippedDatasets}), then `extra` at lower priority. */
  static withShippedDatasets(extra: readonly FactorDataset[] = []): FactorLibrary {
    return new FactorLibrary([...shippedDatasets(), ...extra]);
  }

  /**
   * Adds a dataset at the lowest priority.
   * @throws DuplicateDatasetError when a dataset with the same id and version is loaded.
   */
  add(dataset: FactorDataset): this {
    const { datasetId, datasetVersion } = dataset;
    if (this.#datasets.some((d) => d.datasetId === datasetId && d.datasetVersion === datasetVersion)) {
      throw new DuplicateDatasetError({ datasetId, datasetVersion });
    }
    const datasetRank = this.#datasets.push(dataset) - 1;
    indexDataset(this.#index, dataset, datasetRank);
    indexEdition(this.#editions, dataset);
    this.#cache.clear();
    return this;
  }

  /** The loaded datasets in priority order. */
  datasets(): DatasetSummary[] {
    return this.#datasets.map((d) => ({
      datasetId: d.datasetId,
      datasetVersion: d.datasetVersion,
      title: d.title,
      publisher: d.publisher,
      source: d.source,
      license: d.license,
      factorCount: d.factors.length,
    }));
  }

  /**
   * Finds the factor for a query (rules in the package README): candidates are rows of the category
   * whose subcategory is the query's or `{subcategory}@{qualifier}`, usable with `query.unit`, in
   * effect on `query.date`, from the pinned datasets if any; the region chain is walked from the
   * query region to GLOBAL and the first region with a candidate wins, each skipped region adding
   * a `REGION_FALLBACK` warning. Adds `PREVIOUS_EDITION` when the row is from an edition of an
   * earlier year than the activity's (no edition for that year, or it lacks the factor; not when the
   * version is pinned), `PINNED_EDITION` when a pinned edition is applied to a date before it came
   * into force, `SECONDARY_SOURCE` for a row of secondary status and
   * `AMBIGUOUS_FACTOR` when datasets tie. GWP set mismatches are reported by {@link resolveFactor}.
   * @throws FactorNotFoundError with the regions tried and the nearest effective dates as hint.
   * @throws InvalidInputError for a malformed region or date; UnknownUnitError for an unknown unit.
   */
  lookup(query: FactorQuery): FactorMatch {
    const key = [
      query.category,
      query.subcategory,
      query.region,
      query.date,
      query.unit ?? '',
      query.datasets ? JSON.stringify(Object.entries(query.datasets).sort()) : '',
    ].join('\u0000');
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const match = findFactor(this.#index, this.#editions, query);
    if (this.#cache.size >= CACHE_LIMIT) this.#cache.clear();
    this.#cache.set(key, match);
    return match;
  }

  /** Like {@link lookup} but returns undefined when no factor is found (other errors still throw). */
  tryLookup(query: FactorQuery): FactorMatch | undefined {
    try {
      return this.lookup(query);
    } catch (error) {
      if (error instanceof FactorNotFoundError) return undefined;
      throw error;
    }
  }

  /** Rows matching every given criterion, in priority order (dataset order, then row order). */
  search(filter: FactorSearch = {}): EmissionFactor[] {
    return searchFactors(this.#datasets, filter);
  }
}

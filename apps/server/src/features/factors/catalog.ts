import {
  type EmissionFactor,
  type FactorDataset,
  FactorLibrary,
  type FactorSearch,
  shippedDatasets,
} from '@ctp/factors';
import { listCustomDatasets, loadCustomDatasets, type OrganizationScope } from '@ctp/store';

/** Where a dataset comes from: shipped with the server, or imported by the organization. */
export type DatasetOrigin = 'shipped' | 'custom';

/** One dataset of an organization's catalog, in library priority order. */
export interface CatalogEntry {
  readonly dataset: FactorDataset;
  readonly origin: DatasetOrigin;
  /** Store id and import time of a custom dataset. */
  readonly stored?: { readonly id: string; readonly createdAt: Date };
}

/** A search hit with its dataset and its position (dataset rank, row index) for cursors. */
export interface CatalogHit {
  readonly factor: EmissionFactor;
  readonly entry: CatalogEntry;
  readonly rank: number;
  readonly row: number;
}

/**
 * The factor datasets an organization sees: every shipped dataset, then its custom datasets in
 * import order (the order and content of `factorLibraryFor`). Datasets are immutable, so a hit's
 * (dataset, row) position is stable across requests and serves as a cursor.
 */
export class FactorCatalog {
  readonly entries: readonly CatalogEntry[];
  readonly #library: FactorLibrary;
  readonly #positions = new Map<EmissionFactor, { rank: number; row: number }>();

  constructor(entries: readonly CatalogEntry[]) {
    this.entries = entries;
    this.#library = new FactorLibrary(entries.map((e) => e.dataset));
    entries.forEach((e, rank) => {
      e.dataset.factors.forEach((f, row) => {
        this.#positions.set(f, { rank, row });
      });
    });
  }

  /** Rank of a dataset in the catalog, or -1. */
  rankOf(datasetId: string, datasetVersion: string): number {
    return this.entries.findIndex(
      (e) => e.dataset.datasetId === datasetId && e.dataset.datasetVersion === datasetVersion,
    );
  }

  /**
   * Rows matching the library filters and every word of `text` (case-insensitive, in category,
   * subcategory with `_` read as a space, notes, source, dataset title and publisher), in priority order.
   */
  search(filter: FactorSearch, text?: string): CatalogHit[] {
    const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    return this.#library.search(filter).flatMap((factor) => {
      const position = this.#positions.get(factor);
      if (position === undefined) return [];
      const entry = this.entries[position.rank] as CatalogEntry;
      if (words.length > 0) {
        const haystack = [
          factor.category,
          factor.subcategory,
          factor.subcategory.replace(/[_.@:-]/g, ' '),
          factor.notes ?? '',
          factor.source,
          entry.dataset.title,
          entry.dataset.publisher,
        ]
          .join('\n')
          .toLowerCase();
        if (!words.every((w) => haystack.includes(w))) return [];
      }
      return [{ factor, entry, ...position }];
    });
  }
}

/** The catalog of the scope's organization: shipped datasets plus its custom ones. */
export async function organizationCatalog(scope: OrganizationScope): Promise<FactorCatalog> {
  const custom = await loadCustomDatasets(scope);
  const stored = await listCustomDatasets(scope);
  const storedOf = (d: FactorDataset) =>
    stored.find((s) => s.datasetId === d.datasetId && s.datasetVersion === d.datasetVersion);
  return new FactorCatalog([
    ...shippedDatasets().map((dataset) => ({ dataset, origin: 'shipped' as const })),
    ...custom.map((dataset) => {
      const s = storedOf(dataset);
      return {
        dataset,
        origin: 'custom' as const,
        ...(s ? { stored: { id: s.id, createdAt: s.createdAt } } : {}),
      };
    }),
  ]);
}

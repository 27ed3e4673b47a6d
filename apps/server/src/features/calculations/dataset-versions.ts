import type { CalculationRecord } from '@ctp/engine';

/**
 * The dataset versions a set of records used, collected one record at a time. A dataset used in
 * several versions (factors of two years in one run) is listed as its versions joined by `,`,
 * sorted, so the run says exactly which versions its results depend on.
 */
export class DatasetVersionCollector {
  readonly #versions = new Map<string, Set<string>>();

  add(record: CalculationRecord): void {
    for (const ref of record.output.factorRefs) {
      const set = this.#versions.get(ref.datasetId);
      if (set === undefined) this.#versions.set(ref.datasetId, new Set([ref.datasetVersion]));
      else set.add(ref.datasetVersion);
    }
  }

  /** Dataset id → version (or versions joined by `,`), ids sorted. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(
      [...this.#versions.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([id, versions]) => [id, [...versions].sort().join(',')]),
    );
  }
}

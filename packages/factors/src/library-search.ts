import type { EmissionFactor, FactorDataset, FactorStatus } from './schema.js';
import { canConvert } from './units.js';

/** Criteria of {@link FactorLibrary.search}; every given field must match. */
export interface FactorSearch {
  category?: string;
  /** Base subcategory: matches itself and every `{subcategory}@{qualifier}`. */
  subcategory?: string;
  /** Exact region code (no fallback). */
  region?: string;
  datasetId?: string;
  datasetVersion?: string;
  /** Rows in effect on this date `YYYY-MM-DD`. */
  date?: string;
  /** Rows whose unit this unit converts to. */
  unit?: string;
  status?: FactorStatus;
  /** Case-insensitive text in subcategory, notes or source. */
  text?: string;
}

function matches(f: EmissionFactor, q: FactorSearch): boolean {
  if (q.category !== undefined && f.category !== q.category) return false;
  if (
    q.subcategory !== undefined &&
    f.subcategory !== q.subcategory &&
    !f.subcategory.startsWith(`${q.subcategory}@`)
  )
    return false;
  if (q.region !== undefined && f.region !== q.region) return false;
  if (q.datasetId !== undefined && f.datasetId !== q.datasetId) return false;
  if (q.datasetVersion !== undefined && f.datasetVersion !== q.datasetVersion) return false;
  if (
    q.date !== undefined &&
    (f.effectiveFrom > q.date || (f.effectiveTo !== null && q.date > f.effectiveTo))
  )
    return false;
  if (q.unit !== undefined && !canConvert(q.unit, f.unit)) return false;
  if (q.status !== undefined && f.status !== q.status) return false;
  if (q.text !== undefined) {
    const needle = q.text.toLowerCase();
    if (![f.subcategory, f.notes ?? '', f.source].some((s) => s.toLowerCase().includes(needle))) return false;
  }
  return true;
}

/** Rows of the datasets matching every criterion, in dataset order then row order. */
export function searchFactors(datasets: readonly FactorDataset[], q: FactorSearch): EmissionFactor[] {
  return datasets.flatMap((d) => d.factors.filter((f) => matches(f, q)));
}

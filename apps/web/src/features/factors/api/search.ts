/** The factor library screen's state, kept in the address (`/factors?view=compare&…`). */
export interface FactorsSearch {
  view?: 'factors' | 'datasets' | 'compare' | 'upload' | undefined;
  q?: string | undefined;
  category?: string | undefined;
  subcategory?: string | undefined;
  region?: string | undefined;
  datasetId?: string | undefined;
  datasetVersion?: string | undefined;
  unit?: string | undefined;
  validOn?: string | undefined;
  /** The dataset of the comparison, and its two versions. */
  compare?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  kind?: 'added' | 'removed' | 'changed' | undefined;
}

export const FILTER_KEYS = [
  'q',
  'category',
  'subcategory',
  'region',
  'datasetId',
  'datasetVersion',
  'unit',
  'validOn',
] as const;
/** The filters of the factor search (the part of the state `GET /api/factors` takes), none empty. */
export type FactorFilters = { [K in (typeof FILTER_KEYS)[number]]?: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
// The router reads `?from=1` as the number 1: a hand-written version or region code stays text.
const text = (raw: unknown, max = 200, test?: RegExp): string | undefined => {
  const value = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  return typeof value === 'string' &&
    value.trim() !== '' &&
    value.length <= max &&
    (test?.test(value) ?? true)
    ? value
    : undefined;
};

/** Keeps what is valid of a hand-written address and drops the rest. */
export function validateFactorsSearch(search: Record<string, unknown>): FactorsSearch {
  const entries: FactorsSearch = {
    view: oneOf(search.view, ['factors', 'datasets', 'compare', 'upload'] as const),
    q: text(search.q),
    category: text(search.category),
    subcategory: text(search.subcategory),
    region: text(search.region, 50),
    datasetId: text(search.datasetId),
    datasetVersion: text(search.datasetVersion),
    unit: text(search.unit, 50),
    validOn: text(search.validOn, 10, DATE),
    compare: text(search.compare, 100),
    from: text(search.from, 100),
    to: text(search.to, 100),
    kind: oneOf(search.kind, ['added', 'removed', 'changed'] as const),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined)) as FactorsSearch;
}

/** The search filters of the state, without empty values. */
export function factorFilters(search: FactorsSearch): FactorFilters {
  return Object.fromEntries(FILTER_KEYS.flatMap((k) => (search[k] ? [[k, search[k]]] : []))) as FactorFilters;
}

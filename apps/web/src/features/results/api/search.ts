/** The filters and grouping of the results screen, kept in the address (`/results?scope=2&…`). */
export interface ResultsSearch {
  /** A number in the address (`scope=2`); the API takes it as text. */
  scope?: 1 | 2 | 3 | undefined;
  method?: 'location' | 'market' | undefined;
  category?: string | undefined;
  facilityId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  groupBy?: 'category' | 'facility' | 'month' | 'quarter' | 'year' | undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;
const text = (value: unknown, test?: RegExp): string | undefined =>
  typeof value === 'string' && value !== '' && (test === undefined || test.test(value)) ? value : undefined;

/** Keeps what is valid of a hand-written address and drops the rest. */
export function validateResultsSearch(search: Record<string, unknown>): ResultsSearch {
  const out: ResultsSearch = {};
  const scope = [1, 2, 3].find((n) => String(n) === String(search.scope)) as 1 | 2 | 3 | undefined;
  const method = oneOf(search.method, ['location', 'market'] as const);
  const category = text(search.category);
  const facilityId = text(search.facilityId, UUID);
  const from = text(search.from, DATE);
  const to = text(search.to, DATE);
  const groupBy = oneOf(search.groupBy, ['category', 'facility', 'month', 'quarter', 'year'] as const);
  if (scope) out.scope = scope;
  if (method) out.method = method;
  if (category) out.category = category;
  if (facilityId) out.facilityId = facilityId;
  if (from) out.from = from;
  if (to) out.to = to;
  if (groupBy) out.groupBy = groupBy;
  return out;
}

/** The API filters of a search (shared by the results list and the summary). */
export function apiFilters(search: ResultsSearch) {
  return {
    ...(search.scope ? { scope: String(search.scope) as '1' | '2' | '3' } : {}),
    ...(search.method ? { method: search.method } : {}),
    ...(search.category ? { category: search.category } : {}),
    ...(search.facilityId ? { facilityId: search.facilityId } : {}),
    ...(search.from ? { periodStart: search.from } : {}),
    ...(search.to ? { periodEnd: search.to } : {}),
  };
}

/**
 * The query of PACT v3 ListFootprints (`GET /pact/3/footprints`), read from the request URL: parameter names
 * case-insensitively (the specification's own example writes `productid` and `validon`), the list criteria
 * as repeated parameters, paging as `limit` and `offset`. Unknown parameters are ignored (PACT lets a host
 * skip `x-…` extensions it does not offer) and never copied into pagination links.
 */
import {
  type FootprintFilters,
  LIST_CRITERIA,
  type ListCriterion,
  parseFilters,
  type RawFilters,
} from './footprint-filters.js';
import { PactRefusal } from './pact-errors.js';

/** Longest query string accepted, in characters as received (a longer one is refused before any parsing). */
export const MAX_QUERY_LENGTH = 4096;
/**
 * Longest query of a pagination link, percent-encoded. With four links (first, prev, next, last) the
 * `Link` header stays under 10 KB, well inside the 16 KB header limit of common HTTP clients.
 */
export const MAX_LINK_QUERY_LENGTH = 2048;
/** Largest page; the specification lets a host return fewer than asked. */
export const MAX_PAGE_SIZE = 100;

const SCALARS = ['status', 'validOn', 'validAfter', 'validBefore', 'limit', 'offset'] as const;
type Scalar = (typeof SCALARS)[number];
const CANONICAL = new Map<string, ListCriterion | Scalar>(
  [...LIST_CRITERIA, ...SCALARS].map((name) => [name.toLowerCase(), name]),
);

/** A validated ListFootprints query. */
export interface ListQuery {
  readonly limit: number;
  readonly offset: number;
  readonly filters: FootprintFilters;
}

const bad = (message: string) => new PactRefusal('BadRequest', `Bad Request (${message})`);

function integerOf(name: string, raw: string | undefined, min: number, maxDigits: number) {
  if (raw === undefined) return undefined;
  if (!new RegExp(`^\\d{1,${maxDigits}}$`).test(raw)) throw bad(`${name}: expected an integer`);
  const n = Number.parseInt(raw, 10);
  if (n < min) throw bad(`${name}: must be at least ${min}`);
  return n;
}

/** Parses and validates the query; throws `BadRequest` ({@link PactRefusal}) naming what is wrong. */
export function parseListQuery(url: URL): ListQuery {
  if (url.search.length > MAX_QUERY_LENGTH + 1)
    throw bad(`the query is longer than ${MAX_QUERY_LENGTH} characters`);
  const lists = new Map<ListCriterion, string[]>();
  const scalars = new Map<Scalar, string>();
  for (const [key, value] of url.searchParams) {
    const name = CANONICAL.get(key.toLowerCase());
    if (name === undefined) continue;
    if ((LIST_CRITERIA as readonly string[]).includes(name)) {
      const criterion = name as ListCriterion;
      // Country codes never hold a comma, so `geography=DE,FR` is read as two; URNs may hold one (RFC 8141).
      const values = criterion === 'geography' ? value.split(',') : [value];
      lists.set(criterion, [...(lists.get(criterion) ?? []), ...values]);
    } else {
      const scalar = name as Scalar;
      if (scalars.has(scalar)) throw bad(`${scalar}: given more than once`);
      scalars.set(scalar, value);
    }
  }
  const raw: RawFilters = {
    ...Object.fromEntries(lists),
    ...Object.fromEntries([...scalars].filter(([k]) => k !== 'limit' && k !== 'offset')),
  };
  const asked = integerOf('limit', scalars.get('limit'), 1, 9);
  return {
    limit: Math.min(asked ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE),
    offset: integerOf('offset', scalars.get('offset'), 0, 9) ?? 0,
    filters: parseFilters(raw),
  };
}

/**
 * The query of a pagination link, rebuilt from the validated filters only (never the received query string),
 * canonical names in a fixed order. Throws `BadRequest` when it would exceed {@link MAX_LINK_QUERY_LENGTH}.
 */
export function linkQueryOf(filters: FootprintFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const criterion of LIST_CRITERIA) for (const v of filters[criterion]) params.append(criterion, v);
  for (const name of ['status', 'validOn', 'validAfter', 'validBefore'] as const) {
    const value = filters[name];
    if (value !== undefined) params.set(name, value);
  }
  if (params.toString().length > MAX_LINK_QUERY_LENGTH)
    throw bad(`the filters are longer than ${MAX_LINK_QUERY_LENGTH} characters once encoded`);
  return params;
}

/**
 * The filter criteria of PACT v3 ListFootprints and of a RequestCreatedEvent, validated and normalised once,
 * so the query, the `Link` header and an automatic answer all work from the same checked values.
 *
 * PACT v3: `productId`, `companyId`, `geography` and `classification` are arrays (`explode: true`, the
 * parameter repeated), OR-combined within a criterion and AND-combined between criteria; every match is
 * case-insensitive, `status` included. A value that is not a URN (or an unknown status word) is not an
 * error: it matches nothing, as the conformance suite expects (its cases 29, 37 and 39).
 */
import type { FootprintCriteria } from '@ctp/store';
import { PactRefusal } from './pact-errors.js';

/** Most values one criterion may list. */
export const MAX_FILTER_VALUES = 50;
/** Longest single filter value (a URN or a geography), in characters. */
export const MAX_FILTER_VALUE_LENGTH = 500;

/** The list criteria, in their wire names. */
export const LIST_CRITERIA = ['productId', 'companyId', 'geography', 'classification'] as const;
export type ListCriterion = (typeof LIST_CRITERIA)[number];

/**
 * Validated filters. `status` is `Active`, `Deprecated` or another (lower-cased) word PACT does not define,
 * which matches no footprint.
 */
export interface FootprintFilters {
  readonly productId: readonly string[];
  readonly companyId: readonly string[];
  readonly geography: readonly string[];
  readonly classification: readonly string[];
  readonly status?: string;
  readonly validOn?: string;
  readonly validAfter?: string;
  readonly validBefore?: string;
}

/** Raw values as received: each criterion's values, the scalar ones as strings. */
export interface RawFilters {
  readonly productId?: readonly string[] | undefined;
  readonly companyId?: readonly string[] | undefined;
  readonly geography?: readonly string[] | undefined;
  readonly classification?: readonly string[] | undefined;
  readonly status?: string | undefined;
  readonly validOn?: string | undefined;
  readonly validAfter?: string | undefined;
  readonly validBefore?: string | undefined;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** RFC 3339 date-time with seconds and an offset (`Z` or ±hh:mm). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i;

const bad = (message: string) => new PactRefusal('BadRequest', message);

/** One criterion's values: trimmed, empty ones dropped (an empty parameter is no criterion), bounded. */
function valuesOf(name: string, raw: readonly string[] | undefined): string[] {
  const values = (raw ?? []).map((v) => v.trim()).filter((v) => v !== '');
  if (values.length > MAX_FILTER_VALUES)
    throw bad(`Bad Request (${name}: at most ${MAX_FILTER_VALUES} values)`);
  for (const v of values) {
    if (v.length > MAX_FILTER_VALUE_LENGTH)
      throw bad(`Bad Request (${name}: a value is longer than ${MAX_FILTER_VALUE_LENGTH} characters)`);
    if (CONTROL.test(v) || LONE_SURROGATE.test(v))
      throw bad(`Bad Request (${name}: control characters or lone surrogates)`);
  }
  return [...new Set(values)];
}

function instantOf(name: string, raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = raw.trim();
  if (!DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    throw bad(`Bad Request (${name}: expected an RFC 3339 date-time)`);
  return value;
}

function statusOf(raw: string | undefined): FootprintFilters['status'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  const word = raw.trim().toLowerCase();
  if (word === 'active') return 'Active';
  if (word === 'deprecated') return 'Deprecated';
  if (/^[a-z0-9_-]{1,64}$/.test(word)) return word;
  throw bad('Bad Request (status: expected Active or Deprecated)');
}

/** Validates raw filters; throws `BadRequest` ({@link PactRefusal}) naming the parameter. */
export function parseFilters(raw: RawFilters): FootprintFilters {
  const validOn = instantOf('validOn', raw.validOn);
  const validAfter = instantOf('validAfter', raw.validAfter);
  const validBefore = instantOf('validBefore', raw.validBefore);
  const status = statusOf(raw.status);
  return {
    productId: valuesOf('productId', raw.productId),
    companyId: valuesOf('companyId', raw.companyId),
    geography: valuesOf('geography', raw.geography),
    classification: valuesOf('classification', raw.classification),
    ...(status ? { status } : {}),
    ...(validOn ? { validOn } : {}),
    ...(validAfter ? { validAfter } : {}),
    ...(validBefore ? { validBefore } : {}),
  };
}

/** The store's criteria for validated filters, or null when they can match no footprint at all. */
export function criteriaOf(filters: FootprintFilters): FootprintCriteria | null {
  const { status } = filters;
  if (status !== undefined && status !== 'Active' && status !== 'Deprecated') return null;
  return {
    ...(filters.productId.length > 0 ? { productIds: filters.productId } : {}),
    ...(filters.companyId.length > 0 ? { companyIds: filters.companyId } : {}),
    ...(filters.geography.length > 0 ? { geography: filters.geography } : {}),
    ...(filters.classification.length > 0 ? { classification: filters.classification } : {}),
    ...(status ? { status } : {}),
    ...(filters.validOn ? { validOn: new Date(filters.validOn) } : {}),
    ...(filters.validAfter ? { validAfter: new Date(filters.validAfter) } : {}),
    ...(filters.validBefore ? { validBefore: new Date(filters.validBefore) } : {}),
  };
}

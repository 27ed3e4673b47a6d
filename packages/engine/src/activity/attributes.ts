import { BoundedCache } from '../calculator/cache.js';
import { InvalidActivityError } from '../errors/index.js';
import { canonicalFlatObject } from '../record/canonical.js';
import { type JsonObject, toJsonObject } from './json.js';

/** An activity's attributes in the forms the engine needs. */
export interface ActivityAttributes {
  /** The frozen JSON copy records store and algorithms read (see {@link toJsonObject}). */
  readonly json: JsonObject;
  /** RFC 8785 canonical JSON of `json`, for the record's checksum. */
  readonly canonical: string;
  /** `JSON.stringify(json)`: key order as given, the key of parsed algorithm inputs. */
  readonly key: string;
}

const EMPTY: ActivityAttributes = Object.freeze({ json: Object.freeze({}), canonical: '{}', key: '{}' });

/**
 * Attribute sets seen, by their `JSON.stringify` text. Only flat sets of strings, finite numbers,
 * booleans and null are kept: for those the text is exact (a lone surrogate is written as an
 * escape no well-formed text produces, so it can never meet a set that passed), and every
 * activity with the same text gets the same frozen copy. Bounded: emptied when full.
 */
const seen = new BoundedCache<string, ActivityAttributes>(1_000);

/** The key of a flat set of JSON primitives, or `undefined` for anything else (nested, NaN, Decimal…). */
function flatKey(raw: Readonly<Record<string, unknown>>): string | undefined {
  for (const name in raw) {
    const value = raw[name];
    const type = typeof value;
    if (type === 'string' || type === 'boolean' || value === null) continue;
    if (type === 'number' && Number.isFinite(value)) continue;
    return undefined;
  }
  return JSON.stringify(raw);
}

/**
 * Validates and copies an activity's attributes (see {@link toJsonObject}); a stream that repeats
 * attribute sets (the same fuel, mode or sector) copies and canonicalises each set once.
 * @throws InvalidActivityError (`details.path` `attributes.…`) for the first attribute JSON cannot hold.
 */
export function activityAttributes(
  raw: Readonly<Record<string, unknown>> | undefined,
  activityId: string,
): ActivityAttributes {
  if (raw === undefined) return EMPTY;
  const key = flatKey(raw);
  if (key !== undefined) {
    const hit = seen.get(key);
    if (hit !== undefined) return hit;
  }
  const json = toJsonObject(
    raw,
    (path, reason) => new InvalidActivityError({ activityId, path: `attributes.${path}`, reason }),
  );
  const made: ActivityAttributes = Object.freeze({
    json,
    canonical: canonicalFlatObject(json),
    key: key ?? JSON.stringify(json),
  });
  return key === undefined ? made : seen.set(key, made);
}

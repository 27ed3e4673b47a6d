import { Decimal, formatDecimal } from '@ctp/factors';

/** A JSON value as stored in a record. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;
/** A JSON object as stored in a record. */
export type JsonObject = { readonly [key: string]: JsonValue };

const MAX_DEPTH = 32;

/** True when a string has no lone surrogate (RFC 8785 and UTF-8 cannot represent one). */
export function isWellFormed(text: string): boolean {
  // Most text has no surrogate at all: a regular expression answers that faster than the builtin.
  return !SURROGATE.test(text) || (text as string & { isWellFormed(): boolean }).isWellFormed();
}

const SURROGATE = /[\ud800-\udfff]/;

/** True for `{…}` objects and null-prototype objects (not arrays, dates, class instances). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convert(
  value: unknown,
  path: string,
  depth: number,
  fail: (path: string, reason: string) => Error,
): JsonValue | undefined {
  if (depth > MAX_DEPTH) throw fail(path, `nested deeper than ${MAX_DEPTH} levels`);
  switch (typeof value) {
    case 'string':
      if (!isWellFormed(value)) throw fail(path, 'contains a lone surrogate');
      return value;
    case 'number':
      if (!Number.isFinite(value)) throw fail(path, `${value} is not a finite number`);
      return Object.is(value, -0) ? 0 : value;
    case 'boolean':
      return value;
    case 'undefined':
      return undefined;
    case 'object': {
      if (value === null) return null;
      if (Decimal.isDecimal(value)) {
        if (!value.isFinite()) throw fail(path, 'is not a finite decimal');
        return value.isZero() ? '0' : formatDecimal(value);
      }
      if (Array.isArray(value)) {
        return Object.freeze(value.map((item, i) => convert(item, `${path}.${i}`, depth + 1, fail) ?? null));
      }
      if (!isPlainObject(value))
        throw fail(
          path,
          'is not JSON data (plain objects, arrays, strings, finite numbers, booleans, null, decimals)',
        );
      return toObject(value as Record<string, unknown>, path, depth + 1, fail);
    }
    default:
      throw fail(path, `a ${typeof value} is not JSON data`);
  }
}

function toObject(
  value: Record<string, unknown>,
  path: string,
  depth: number,
  fail: (path: string, reason: string) => Error,
): JsonObject {
  const out: Record<string, JsonValue> = {};
  for (const key of Object.keys(value)) {
    if (!isWellFormed(key)) throw fail(`${path}.${key}`, 'key contains a lone surrogate');
    const item = convert(value[key], path === '' ? key : `${path}.${key}`, depth, fail);
    if (item !== undefined) out[key] = item;
  }
  return Object.freeze(out);
}

/**
 * Copies activity attributes into frozen JSON data, the form records store and replay reads:
 * decimals become decimal strings, `undefined` properties are dropped (as JSON.stringify does),
 * and anything JSON cannot hold exactly (NaN, Infinity, dates, class instances, functions, lone
 * surrogates) is refused through `fail(path, reason)`.
 */
export function toJsonObject(
  value: Readonly<Record<string, unknown>>,
  fail: (path: string, reason: string) => Error,
): JsonObject {
  return toObject(value as Record<string, unknown>, '', 1, fail);
}

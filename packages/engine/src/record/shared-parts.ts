import type { Hash } from 'node:crypto';
import type { Decimal, EmissionFactor } from '@ctp/factors';
import { ENGINE_VERSION } from '../version.js';
import { canonicalJson as cj, startSha256 } from './canonical.js';
import type { ResolutionPart } from './resolution-part.js';

/**
 * Record parts shared by many records, serialised once: GWP values per resolved-factor object, and
 * the SHA-256 state after the constant prefix of the hashed input text.
 */

const prefixStates = new WeakMap<ResolutionPart, WeakMap<object, Map<string, Hash>>>();
const NO_FACTOR = {};

const ENGINE_VERSION_JSON = cj(ENGINE_VERSION);

/**
 * The SHA-256 state after the canonical text that precedes `"input":` in the hashed record
 * (`{"algorithm":…,"engineVersion":…,"factor":…,"gwpValues":…,`, members in RFC 8785 order: fixed
 * for one resolution, primary factor and GWP values), computed once; callers continue a `copy()`.
 */
export function prefixState(
  part: ResolutionPart,
  factor: EmissionFactor | undefined,
  factorCanonical: string,
  gwpCanonical: string,
): Hash {
  let byFactor = prefixStates.get(part);
  if (byFactor === undefined) {
    byFactor = new WeakMap();
    prefixStates.set(part, byFactor);
  }
  let byGwp = byFactor.get(factor ?? NO_FACTOR);
  if (byGwp === undefined) {
    byGwp = new Map();
    byFactor.set(factor ?? NO_FACTOR, byGwp);
  }
  let state = byGwp.get(gwpCanonical);
  if (state === undefined) {
    state = startSha256(
      `{"algorithm":${part.algorithmCanonical},"engineVersion":${ENGINE_VERSION_JSON},"factor":${factorCanonical},"gwpValues":${gwpCanonical},`,
    );
    byGwp.set(gwpCanonical, state);
  }
  return state;
}

/** A decimal as records write it: no exponent, zero as `0`. */
export const decimalText = (d: Decimal): string => (d.isZero() ? '0' : d.toFixed());

/** `gwpValues` as decimal strings (gas ids sorted) and its canonical JSON, shared per source object. */
const gwpParts = new WeakMap<object, { json: Readonly<Record<string, string>>; canonical: string }>();
export function gwpPart(values: Readonly<Record<string, Decimal>>): {
  json: Readonly<Record<string, string>>;
  canonical: string;
} {
  let part = gwpParts.get(values);
  if (part === undefined) {
    const json: Record<string, string> = {};
    for (const gas of Object.keys(values).sort()) json[gas] = decimalText(values[gas] as Decimal);
    part = { json: Object.freeze(json), canonical: cj(json) };
    if (Object.isFrozen(values)) gwpParts.set(values, part);
  }
  return part;
}

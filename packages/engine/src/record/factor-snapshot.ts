import { Decimal, type EmissionFactor, factorKey, formatDecimal } from '@ctp/factors';
import { canonicalJson } from './canonical.js';
import type { FactorSnapshot } from './types.js';

/** A factor row's record form, its canonical JSON and its key, computed once per row object. */
export interface CachedSnapshot {
  readonly json: FactorSnapshot;
  readonly canonical: string;
  readonly key: string;
  /** Canonical JSON of `key`. */
  readonly keyCanonical: string;
}

const cache = new WeakMap<EmissionFactor, CachedSnapshot>();

const text = (d: Decimal): string => (d.isZero() ? '0' : formatDecimal(d));

function toJson(row: EmissionFactor): FactorSnapshot {
  const out: Record<string, FactorSnapshot[string]> = {};
  for (const [field, value] of Object.entries(row)) {
    if (value === undefined) continue;
    if (Decimal.isDecimal(value)) out[field] = text(value);
    else if (typeof value === 'object' && value !== null) {
      const byGas: Record<string, string> = {};
      for (const [gas, amount] of Object.entries(value as Record<string, Decimal>)) byGas[gas] = text(amount);
      out[field] = Object.freeze(byGas);
    } else out[field] = value as string | number | null;
  }
  return Object.freeze(out);
}

/**
 * The snapshot of a factor row as records store it (every field of the row; decimals as strings
 * without exponent), frozen and shared by every record that uses the row, with its canonical JSON.
 */
export function factorSnapshot(row: EmissionFactor): CachedSnapshot {
  let cached = cache.get(row);
  if (cached === undefined) {
    const json = toJson(row);
    const key = factorKey(row);
    cached = Object.freeze({ json, canonical: canonicalJson(json), key, keyCanonical: canonicalJson(key) });
    cache.set(row, cached);
  }
  return cached;
}

import { Decimal, type DecimalInput } from '@ctp/engine';

/**
 * CO2e totals in kg by scope, as exact decimal strings. Scope 2 location- and market-based are two
 * separate totals, never added together (each is a complete view of the same electricity);
 * `scope2Unspecified` holds Scope 2 results of a category that names neither method.
 */
export interface ScopeTotals {
  readonly scope1: string;
  readonly scope2LocationBased: string;
  readonly scope2MarketBased: string;
  readonly scope2Unspecified: string;
  readonly scope3: string;
}

export type ScopeKey = keyof ScopeTotals;

/** The total a result counts in. */
export function scopeKeyOf(scope: number, method: string | null | undefined): ScopeKey {
  if (scope === 1) return 'scope1';
  if (scope === 3) return 'scope3';
  if (method === 'location_based') return 'scope2LocationBased';
  if (method === 'market_based') return 'scope2MarketBased';
  return 'scope2Unspecified';
}

/** Sums CO2e by scope in `Decimal` (exact), one result at a time: memory stays constant. */
export class ScopeTotalsAccumulator {
  readonly #sums: Record<ScopeKey, Decimal> = {
    scope1: new Decimal(0),
    scope2LocationBased: new Decimal(0),
    scope2MarketBased: new Decimal(0),
    scope2Unspecified: new Decimal(0),
    scope3: new Decimal(0),
  };

  /** Adds one result's CO2e (a decimal string or Decimal). */
  add(scope: number, method: string | null | undefined, co2eKg: DecimalInput): void {
    const key = scopeKeyOf(scope, method);
    this.#sums[key] = this.#sums[key].plus(co2eKg);
  }

  /** The totals as decimal strings without exponent. */
  toJSON(): ScopeTotals {
    const s = this.#sums;
    return {
      scope1: s.scope1.toFixed(),
      scope2LocationBased: s.scope2LocationBased.toFixed(),
      scope2MarketBased: s.scope2MarketBased.toFixed(),
      scope2Unspecified: s.scope2Unspecified.toFixed(),
      scope3: s.scope3.toFixed(),
    };
  }
}

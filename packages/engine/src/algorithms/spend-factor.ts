import { CURRENCIES, FACTOR_CATEGORIES, type FactorMatch } from '@ctp/factors';
import type { AlgorithmRuntime } from '../types.js';

/** A spend factor and whether it is in the activity's own currency. */
export interface SpendFactor {
  readonly match: FactorMatch;
  readonly sameCurrency: boolean;
}

/**
 * Finds the purchased_goods factor of a sector: first in the activity's currency, then in any
 * other currency of the units vocabulary ({@link CURRENCIES}): a lookup by activity currency finds
 * only factors in that currency (currencies do not convert into each other), so reporting a
 * currency mismatch needs the factor's own currency. When neither exists, the library's
 * FACTOR_NOT_FOUND for the activity currency is thrown.
 */
export function findSpendFactor(
  runtime: AlgorithmRuntime,
  subcategory: string,
  activityCurrency: string,
): SpendFactor {
  const category = FACTOR_CATEGORIES.purchased_goods;
  const own = runtime.tryLookupFactor({ category, subcategory, unit: activityCurrency });
  if (own) return { match: own, sameCurrency: true };
  for (const currency of CURRENCIES) {
    if (currency === activityCurrency) continue;
    const other = runtime.tryLookupFactor({ category, subcategory, unit: currency });
    if (other) return { match: other, sameCurrency: false };
  }
  return {
    match: runtime.lookupFactor({ category, subcategory, unit: activityCurrency }),
    sameCurrency: true,
  };
}

/** `naics:327310` from `327310` or `naics:327310`; undefined when it is neither. */
export function normalizeSector(input: string): string | undefined {
  const match = /^(?:naics:)?(\d{6})$/i.exec(input.trim());
  return match ? `naics:${match[1]}` : undefined;
}

import { FACTOR_CATEGORIES, type FactorMatch, WASTE_MATERIALS, WASTE_METHODS } from '@ctp/factors';
import type { AlgorithmRuntime } from '../types.js';
import { withVocabularyHint } from './support.js';

/**
 * The waste factor of one material sent to one treatment (`waste` category, subcategory
 * `{material}.{method}`), for the activity's region and period start; shared by waste generated in
 * operations (category 5) and end-of-life treatment of sold products (category 12), so both read
 * the same rows with the same vocabulary.
 * @param unit - the activity's mass unit; it picks the row (EPA per short ton, DESNZ per tonne).
 * @throws FACTOR_NOT_FOUND, with a hint listing the vocabulary when an id lies outside it.
 */
export function findWasteFactor(
  runtime: AlgorithmRuntime,
  query: { wasteType: string; method: string; unit: string },
): FactorMatch {
  const subcategory = `${query.wasteType}.${query.method}`;
  const lookup = () =>
    runtime.lookupFactor({ category: FACTOR_CATEGORIES.waste, subcategory, unit: query.unit });
  return withVocabularyHint('wasteType', query.wasteType, WASTE_MATERIALS, () =>
    withVocabularyHint('method', query.method, WASTE_METHODS, lookup),
  );
}

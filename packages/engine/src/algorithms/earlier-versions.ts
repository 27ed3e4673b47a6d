import type { CalculationAlgorithm } from '../types.js';
import { purchasedGoods100 } from './purchased-goods-1-0.js';

/**
 * Earlier versions of generic algorithms whose behaviour a later version changed, kept so that
 * the records they wrote replay (`replayRecord` looks up the recorded id and version). Register
 * them beside `genericAlgorithms`: resolution picks the highest version in force, so new
 * calculations never use them.
 *
 * - `ctp/purchased-goods@1.0.0`: a stated price year other than the factor's only warned
 *   (PRICE_YEAR_MISMATCH); 1.1.0 refuses it without a price index (PRICE_INDEX_REQUIRED).
 */
export const earlierGenericVersions: readonly CalculationAlgorithm[] = Object.freeze([
  purchasedGoods100,
] as CalculationAlgorithm[]);

/**
 * Data quality and uncertainty: data types and 1–5 scores per activity, the documented score→range
 * table, 95% ranges of totals (analytical for sums, seeded Monte Carlo otherwise), and the breakdown
 * of emissions by data type with the share of primary data.
 */
export { productRelativeU95, sumRange, sumRangeOfGroups, type UncertainGroup } from './analytical.js';
export {
  breakdownByDataType,
  type CategoryCoverage,
  DEFAULT_PRIMARY_COVERAGE_THRESHOLD,
  type QualityLine,
  type ScopeDataTypeBreakdown,
} from './breakdown.js';
export {
  DATA_TYPE_FROM_QUALITY,
  DATA_TYPES,
  type DataType,
  DataTypeSchema,
  DEFAULT_SCORE_BY_DATA_TYPE,
  dataTypeOf,
  PRIMARY_DATA_TYPES,
  type QualityScore,
  QualityScoreSchema,
  qualityScoreOf,
} from './data-type.js';
export {
  FACTOR_SCORE,
  type FactorUncertaintyInput,
  factorRelativeU95,
  factorScoreOf,
  resultRelativeU95,
} from './factor-uncertainty.js';
export {
  DEFAULT_MONTE_CARLO_ITERATIONS,
  DEFAULT_MONTE_CARLO_SEED,
  type MonteCarloOptions,
  monteCarloRange,
} from './monte-carlo.js';
export { type SeededRandom, seededRandom } from './random.js';
export {
  RANGE_SIGNIFICANT_DIGITS,
  type Range95,
  type Range95Json,
  type RangeMethod,
  type RangeOptions,
  rangeToJson,
  type UncertainValue,
  Z95,
} from './range.js';
export { relativeUncertainty, SCORE_RELATIVE_U95, uncertaintyFromScore } from './score-table.js';

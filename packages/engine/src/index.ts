/**
 * @ctp/engine: the CTP calculation SDK. Define algorithms, register them, resolve one per activity
 * (organization override → regional → generic), calculate in exact decimal arithmetic, and get a
 * checksummed, replayable calculation record for every result.
 * @packageDocumentation
 */

// From @ctp/factors: decimal helpers callers need, and the GWP tables and methane GWP vocabulary
// for callers that state what was applied (reports)
export {
  CtpError,
  Decimal,
  type DecimalInput,
  formatDecimal,
  type GwpSet,
  type GwpTimeframe,
  gwpEntry,
  type MethaneGwpMode,
  MethaneGwpModeSchema,
  type MethaneSource,
  MethaneSourceSchema,
  toDecimal,
} from '@ctp/factors';
export type { JsonObject, JsonValue } from './activity/json.js';
export {
  ActivityInputSchema,
  type ActivityJson,
  DataQualitySchema,
  type ValidatedActivity,
  validateActivity,
} from './activity/validate.js';
// The nine generic algorithms, each by name with its input schema, and their shared building blocks.
export * from './algorithms/index.js';
// Calculation
export { type BatchResult, type Calculator, calculate, createCalculator } from './calculator/calculator.js';
export { DATA_QUALITY_CONFIDENCE, factorFit, minConfidence } from './calculator/confidence.js';
export type { CalculationContext, ResolvedContext } from './calculator/context.js';
export type { GasLine } from './calculator/emissions.js';
export { INSTRUMENT_DATASET_ID, INSTRUMENT_SOURCE_URL } from './calculator/factor-source.js';
export { DEFAULT_METHANE_SOURCE, type MethaneGwpApplied } from './calculator/methane-gwp.js';
export type { AlgorithmRef, CalculationOutput } from './calculator/output.js';
export type { CalculationResult } from './calculator/pipeline.js';
// Algorithms and the registry
export {
  AlgorithmCategorySchema,
  AlgorithmDefinitionSchema,
  AlgorithmIdSchema,
  defineAlgorithm,
} from './define-algorithm.js';
// Errors
export {
  AlgorithmError,
  AlgorithmNotFoundError,
  DuplicateAlgorithmError,
  FormulaError,
  FormulaResultError,
  InvalidActivityError,
  InvalidAlgorithmError,
  InvalidContextError,
  InvalidOverrideError,
  InvalidPeriodError,
  InvalidRecordError,
  InvalidUncertaintyError,
  NegativeQuantityError,
  NoAlgorithmInForceError,
  OverrideConflictError,
  PriceIndexRequiredError,
  UnknownActivityUnitError,
  UnknownCategoryError,
} from './errors/index.js';
export {
  ARITHMETIC,
  type ArithmeticOp,
  COMPARISONS,
  type ComparisonOp,
  type CompiledFormula,
  compileFormula,
  evaluateFormula,
  FORMULA_FUNCTIONS,
  FORMULA_VARIABLES,
  type FormulaNode,
  type FormulaScope,
  formulaScope,
  MAX_FORMULA_DEPTH,
  MAX_FORMULA_LENGTH,
} from './formula/index.js';
// Data quality and uncertainty
export * from './instruments/index.js';
// Overrides and the formula language
export {
  type AlgorithmOverride,
  type AlgorithmOverrideInput,
  type AlgorithmOverrideJson,
  AlgorithmOverrideSchema,
  type OverrideKind,
  type OverrideSelection,
  overrideIgnoreReason,
  overrideToJson,
  parseOverrides,
  selectOverride,
} from './overrides/index.js';
export * from './quality/index.js';
export { canonicalJson, sha256Hex } from './record/canonical.js';
export { type ReplayResult, replayRecord } from './record/replay.js';
// Records
export type {
  CalculationOutputJson,
  CalculationRecord,
  FactorRefJson,
  FactorSnapshot,
  GasLineJson,
  MethaneGwpAppliedJson,
  RecordAlgorithm,
  RecordInput,
  RecordTerm,
  RecordVersion,
} from './record/types.js';
export { RECORD_VERSION } from './record/types.js';
export { hashedInputOf, type RecordVerification, verifyRecord } from './record/verify.js';
export {
  AlgorithmRegistry,
  type AlgorithmResolution,
  type ResolutionQuery,
  versionInForce,
} from './registry/index.js';
export { compareSemver, isSemver } from './semver.js';
// Contracts
export type {
  Activity,
  ActivityInput,
  AlgorithmResult,
  AlgorithmRuntime,
  AlgorithmType,
  CalculationAlgorithm,
  CalculationTerm,
  CalculationWarning,
  Confidence,
  DataQuality,
  Reference,
  Scope,
} from './types.js';
export { ENGINE_VERSION } from './version.js';

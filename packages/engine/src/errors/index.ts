export {
  type ActivityErrorCode,
  InvalidActivityError,
  InvalidPeriodError,
  NegativeQuantityError,
  UnknownActivityUnitError,
} from './activity.js';
export {
  AlgorithmError,
  AlgorithmNotFoundError,
  DuplicateAlgorithmError,
  InvalidAlgorithmError,
  NoAlgorithmInForceError,
  UnknownCategoryError,
} from './algorithm.js';
export { InvalidContextError } from './context.js';
export { FormulaError, FormulaResultError, InvalidOverrideError, OverrideConflictError } from './override.js';
export { PriceIndexRequiredError } from './price-year.js';
export { InvalidRecordError } from './record.js';
export { InvalidUncertaintyError } from './uncertainty.js';

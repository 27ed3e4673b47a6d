export { AlgorithmError, AlgorithmNotFoundError, DuplicateAlgorithmError, InvalidAlgorithmError, NoAlgorithmInForceError, UnknownCategoryError } from './algorithm.js';
export { InvalidActivityError, InvalidPeriodError, NegativeQuantityError, UnknownActivityUnitError, type ActivityErrorCode } from './activity.js';
export { FormulaError, FormulaResultError, InvalidOverrideError, OverrideConflictError } from './override.js';
export { InvalidRecordError } from './record.js';
export { InvalidContextError } from './context.js';

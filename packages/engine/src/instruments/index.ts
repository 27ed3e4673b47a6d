export { allocationShares, type ConsumptionLine, SHARE_DECIMAL_PLACES } from './allocation-shares.js';
export {
  type ConsumptionFacts,
  type CriterionFailure,
  checkScope2QualityCriteria,
  DEFAULT_VINTAGE_TOLERANCE,
  type InstrumentFacts,
  type Scope2Criterion,
  type VintageTolerance,
} from './quality-criteria.js';

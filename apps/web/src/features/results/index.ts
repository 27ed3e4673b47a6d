/**
 * The results feature's public face: the summary other screens total with, the search shape, and a
 * record's trail (the auditor's item view shows it).
 */

export { type CalculationRecord, useRecord } from './api/records';
export { type ResultsSearch, validateResultsSearch } from './api/search';
export {
  type EmissionSummary,
  groupRangeKey,
  type Range95,
  rangesByGroup,
  type ScopeRanges,
  type ScopeTotals,
  type SummaryGroup,
  useQualitySummary,
  useSummary,
} from './api/summary';
export { scopeLabel } from './components/labels';
export { TrailView } from './components/TrailView';

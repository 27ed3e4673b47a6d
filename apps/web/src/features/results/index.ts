/** The results feature's public face: the summary other screens total with, and the search shape. */
export { type ResultsSearch, validateResultsSearch } from './api/search';
export {
  type EmissionSummary,
  type ScopeRanges,
  type ScopeTotals,
  type SummaryGroup,
  useQualitySummary,
  useSummary,
} from './api/summary';
export { scopeLabel } from './components/labels';

/** Period close: reporting periods and their close status, restatements, the base-year policy and movements. */
export { useBaseYearPolicy, usePeriods } from './api/periods';
export { MovementsSection } from './components/MovementsSection';

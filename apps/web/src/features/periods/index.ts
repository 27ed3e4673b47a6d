/** Period close: reporting periods and their close status, restatements, and the base-year policy. */
export { useBaseYearPolicy, usePeriods } from './api/periods';

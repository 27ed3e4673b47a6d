/** Period close: reporting periods and their close status, restatements, and the base-year policy. */
export { usePeriods } from './api/periods';

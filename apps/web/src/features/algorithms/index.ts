/** Algorithms and overrides: the registry with methodology and inputs, and the organization's overrides. */
export { useAlgorithmList } from './api/algorithms';

/**
 * Exponential smoothing (ETS): maximum-likelihood fitting of the error/trend/season family and
 * automatic selection by AICc.
 *
 * @module
 */
export { autoEts, etsCandidates } from './auto-ets.js';
export type { EtsSmoothing, EtsSpec, EtsState } from './ets-recursions.js';
export { type EtsFit, type EtsOptions, etsMinimumLength, etsName, fitEts } from './fit-ets.js';

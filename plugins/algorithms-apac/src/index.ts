/**
 * @ctp/algorithms-apac: regional calculation algorithms for Australia (National Greenhouse
 * Accounts Factors). Register `apacAlgorithms` next to the generic algorithms of @ctp/engine;
 * the registry prefers them for activities in `AU` and its states (`AU-VIC`, …).
 */
import type { CalculationAlgorithm } from '@ctp/engine';
import { ngaLocation } from './nga-location.js';
import { ngaNaturalGas } from './nga-natural-gas.js';
import { ngaScope3Electricity } from './nga-scope3-electricity.js';

export { AU_STATES, type AuRegion, auRegion, stateSchema } from './au-region.js';
export { ngaLocation, ngaLocationInputs } from './nga-location.js';
export { ngaNaturalGas } from './nga-natural-gas.js';
export { ngaScope3Electricity, ngaScope3ElectricityInputs } from './nga-scope3-electricity.js';

/** Every algorithm of this pack, for `AlgorithmRegistry`. */
export const apacAlgorithms: readonly CalculationAlgorithm[] = Object.freeze([
  ngaLocation,
  ngaScope3Electricity,
  ngaNaturalGas,
] as CalculationAlgorithm[]);

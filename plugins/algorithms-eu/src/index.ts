/**
 * @ctp/algorithms-eu: regional calculation algorithms for Europe and the United Kingdom (AIB
 * residual mix, UK DESNZ). Register `euAlgorithms` next to the generic algorithms of @ctp/engine;
 * the registry prefers them for activities in their region (`EUROPE` covers every European country, `GB` the UK).
 */
import type { CalculationAlgorithm } from '@ctp/engine';
import { desnzAirTravel } from './desnz-air-travel.js';
import { desnzLocation } from './desnz-location.js';
import { desnzTdLosses } from './desnz-td-losses.js';
import { residualMixMarket } from './residual-mix-market.js';

export { DESNZ_HAULS, desnzAirTravel, desnzAirTravelInputs } from './desnz-air-travel.js';
export { desnzLocation, desnzLocationInputs } from './desnz-location.js';
export { desnzTdLosses, desnzTdLossesInputs } from './desnz-td-losses.js';
export { residualMixMarket } from './residual-mix-market.js';

/** Every algorithm of this pack, for `AlgorithmRegistry`. */
export const euAlgorithms: readonly CalculationAlgorithm[] = Object.freeze([
  residualMixMarket,
  desnzLocation,
  desnzTdLosses,
  desnzAirTravel,
] as CalculationAlgorithm[]);

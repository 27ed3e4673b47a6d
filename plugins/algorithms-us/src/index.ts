/**
 * @ctp/algorithms-us: regional calculation algorithms for the United States (EPA GHG Emission
 * Factors Hub, eGRID). Register `usAlgorithms` next to the generic algorithms of @ctp/engine; the
 * registry prefers them for activities in `US` and its eGRID subregions (`US-CAMX`, …).
 */
import type { CalculationAlgorithm } from '@ctp/engine';
import { egridLocation } from './egrid-location.js';
import { usMarketBased } from './market-based.js';

export { egridLocation, egridLocationInputs } from './egrid-location.js';
export { EGRID_SUBREGIONS, type EgridRegion, egridRegion, subregionSchema } from './egrid-region.js';
export { usMarketBased, usMarketBasedInputs } from './market-based.js';

/** Every algorithm of this pack, for `AlgorithmRegistry`. */
export const usAlgorithms: readonly CalculationAlgorithm[] = Object.freeze([
  egridLocation,
  usMarketBased,
] as CalculationAlgorithm[]);

import { AlgorithmNotFoundError } from '../errors/index.js';
import type { CalculationAlgorithm } from '../types.js';
import { businessTravel } from './business-travel.js';
import { capitalGoodsSpendBased } from './capital-goods-spend.js';
import { businessTravelCarHireSpend } from './car-hire-spend.js';
import { employeeCommuting } from './employee-commuting.js';
import { endOfLifeTreatment } from './end-of-life-treatment.js';
import {
  downstreamTransportDistance,
  downstreamTransportSpend,
  upstreamTransportDistance,
  upstreamTransportSpend,
} from './freight-transport.js';
import { fugitiveEmissions } from './fugitive-emissions.js';
import { businessTravelHotel } from './hotel-stay.js';
import { investmentsPcaf } from './investments.js';
import {
  downstreamLeasedAssetsEnergy,
  downstreamLeasedAssetsFloorArea,
  franchisesEnergy,
  franchisesFloorArea,
  upstreamLeasedAssetsEnergy,
  upstreamLeasedAssetsFloorArea,
} from './leased-assets.js';
import { locationBasedElectricity } from './location-based-electricity.js';
import { marketBasedElectricity } from './market-based-electricity.js';
import { marketBasedHourlyElectricity } from './market-based-hourly.js';
import { capitalGoodsAverageData, purchasedGoodsAverageData } from './material-average-data.js';
import { mobileCombustion } from './mobile-combustion.js';
import { processingSoldProductsAverage, processingSoldProductsEnergy } from './processing-sold-products.js';
import { purchasedGoods } from './purchased-goods.js';
import { soldElectricityGeneration } from './sold-electricity.js';
import { stationaryCombustion } from './stationary-combustion.js';
import { useOfSoldProductsEnergy, useOfSoldProductsFuels } from './use-of-sold-products.js';
import { wasteDisposal } from './waste-disposal.js';
import { wttElectricity } from './wtt-electricity.js';
import { wttFuels } from './wtt-fuels.js';

/** The generic algorithms, in scope order (Scope 3 by category), ready for `AlgorithmRegistry`. */
export const genericAlgorithms: readonly CalculationAlgorithm[] = Object.freeze([
  stationaryCombustion,
  mobileCombustion,
  fugitiveEmissions,
  locationBasedElectricity,
  marketBasedElectricity,
  purchasedGoods,
  wasteDisposal,
  businessTravel,
  employeeCommuting,
  upstreamLeasedAssetsEnergy,
  upstreamLeasedAssetsFloorArea,
  downstreamLeasedAssetsEnergy,
  downstreamLeasedAssetsFloorArea,
  franchisesEnergy,
  franchisesFloorArea,
  investmentsPcaf,
  wttFuels,
  wttElectricity,
  processingSoldProductsEnergy,
  processingSoldProductsAverage,
  useOfSoldProductsEnergy,
  useOfSoldProductsFuels,
  endOfLifeTreatment,
  upstreamTransportDistance,
  upstreamTransportSpend,
  downstreamTransportDistance,
  downstreamTransportSpend,
  purchasedGoodsAverageData,
  capitalGoodsAverageData,
  capitalGoodsSpendBased,
  businessTravelHotel,
  businessTravelCarHireSpend,
  marketBasedHourlyElectricity,
  soldElectricityGeneration,
] as CalculationAlgorithm[]);

/**
 * The generic algorithm this package ships with the given id, for a plugin that builds a regional
 * algorithm on it. Building through the public contract (its `inputs` schema, `calculate` and
 * `methodology`) keeps a plugin working whatever the engine's internals become.
 *
 * ```ts
 * const generic = genericAlgorithm('ctp/electricity-market-based');
 * export const myMarketBased = defineAlgorithm({ ...definition, inputs: generic.inputs, calculate: generic.calculate });
 * ```
 *
 * @param id - a generic algorithm id such as `ctp/stationary-combustion` (see `genericAlgorithms`).
 * @returns the frozen algorithm, the same object `genericAlgorithms` holds.
 * @throws {@link AlgorithmNotFoundError} (`ALGORITHM_NOT_FOUND`, naming the shipped ids) when the
 *   engine ships no generic algorithm with this id; a plugin calling it at module level fails at load.
 */
export function genericAlgorithm(id: string): CalculationAlgorithm {
  const found = genericAlgorithms.find((algorithm) => algorithm.id === id);
  if (found === undefined) {
    throw new AlgorithmNotFoundError({
      algorithmId: id,
      known: [],
      reason: `@ctp/engine ships no generic algorithm with this id; its generic algorithms are ${genericAlgorithms.map((algorithm) => algorithm.id).join(', ')}`,
    });
  }
  return found;
}

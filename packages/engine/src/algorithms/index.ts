/**
 * The nine generic calculation algorithms of CTP. They apply in any region whose datasets have
 * the factors they ask for; regional packs (`@ctp/algorithms-us`, `-eu`, `-apac`) refine them.
 * See the "Algorithms" section of the package README for every attribute, unit and warning.
 */
export { businessTravel, businessTravelInputs, businessTravelMethodology } from './business-travel.js';
export { employeeCommuting, employeeCommutingInputs } from './employee-commuting.js';
export { fugitiveEmissions, fugitiveEmissionsInputs } from './fugitive-emissions.js';
export { genericAlgorithm, genericAlgorithms } from './generic.js';
export { locationBasedElectricity, locationBasedElectricityInputs } from './location-based-electricity.js';
export { MARKET_BASED_METHODOLOGY, marketBasedElectricity } from './market-based-electricity.js';
export {
  INSTRUMENT_TYPES,
  type Instrument,
  instrumentSchema,
  type MarketBasedInputs,
  marketBasedElectricityInputs,
  supplierRateSchema,
} from './market-based-inputs.js';
export { marketBasedTerms } from './market-based-terms.js';
export { BIOGENIC_FUELS, combustionMethaneSource } from './methane-source.js';
export { mobileCombustion, mobileCombustionInputs, VEHICLE_TYPES } from './mobile-combustion.js';
export { purchasedGoods, purchasedGoodsInputs } from './purchased-goods.js';
export { normalizeRefrigerant } from './refrigerant-id.js';
export { stationaryCombustion, stationaryCombustionInputs } from './stationary-combustion.js';
export { findTravelFactor, travelDistanceUnit } from './travel-factor.js';
export {
  AIR_HAULS,
  CABIN_CLASSES,
  CAR_FUELS,
  checkTravelAttributes,
  RAIL_TYPES,
  TRAVEL_MODES,
  type TravelSpec,
  travelShape,
  VEHICLE_SIZES,
} from './travel-inputs.js';
export { wasteDisposal, wasteDisposalInputs } from './waste-disposal.js';

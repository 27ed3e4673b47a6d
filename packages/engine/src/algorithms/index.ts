/**
 * The generic calculation algorithms of CTP. They apply in any region whose datasets have
 * the factors they ask for; regional packs (`@ctp/algorithms-us`, `-eu`, `-apac`) refine them.
 * See the "Algorithms" section of the package README for every attribute, unit and warning.
 */
export { businessTravel, businessTravelInputs, businessTravelMethodology } from './business-travel.js';
export { capitalGoodsSpendBased, capitalGoodsSpendInputs } from './capital-goods-spend.js';
export { businessTravelCarHireSpend, carHireSpendInputs } from './car-hire-spend.js';
export { earlierGenericVersions } from './earlier-versions.js';
export { employeeCommuting, employeeCommutingInputs } from './employee-commuting.js';
export { endOfLifeTreatment } from './end-of-life-treatment.js';
export {
  FREIGHT_SECTORS,
  type FreightCategorySpec,
  freightDistanceAlgorithm,
  freightSpendAlgorithm,
  freightSpendInputs,
} from './freight-algorithm.js';
export {
  FREIGHT_DISTANCE_UNITS,
  FREIGHT_MODES,
  type FreightMode,
  freightDistanceInputs,
} from './freight-inputs.js';
export {
  downstreamTransportDistance,
  downstreamTransportSpend,
  upstreamTransportDistance,
  upstreamTransportSpend,
} from './freight-transport.js';
export { fugitiveEmissions, fugitiveEmissionsInputs } from './fugitive-emissions.js';
export { genericAlgorithm, genericAlgorithms } from './generic.js';
export { businessTravelHotel, hotelStayInputs } from './hotel-stay.js';
export {
  MAX_HOURS_PER_ACTIVITY,
  type MarketBasedHourlyInputs,
  marketBasedHourlyInputs,
} from './hourly-inputs.js';
export { type HourlyMatch, type MatchedHour, matchHourly } from './hourly-matching.js';
export {
  type InvestmentsInputs,
  investmentsInputs,
  PCAF_ASSET_CLASSES,
  PCAF_SCORE_ATTRIBUTE,
  type PcafAssetClass,
  pcafQualityScore,
} from './investment-inputs.js';
export { investmentsPcaf } from './investments.js';
export { leaseScope } from './lease-boundary.js';
export {
  ASSET_TYPES,
  CONSOLIDATION_APPROACHES,
  ELECTRICITY_SOURCE,
  energyUseInputs,
  floorAreaInputs,
  LEASE_TYPES,
} from './leased-asset-inputs.js';
export {
  downstreamLeasedAssetsEnergy,
  downstreamLeasedAssetsFloorArea,
  franchisesEnergy,
  franchisesFloorArea,
  upstreamLeasedAssetsEnergy,
  upstreamLeasedAssetsFloorArea,
} from './leased-assets.js';
export { locationBasedElectricity, locationBasedElectricityInputs } from './location-based-electricity.js';
export { MARKET_BASED_METHODOLOGY, marketBasedElectricity } from './market-based-electricity.js';
export { marketBasedHourlyElectricity, SCOPE2_REVISION_DRAFT } from './market-based-hourly.js';
export {
  INSTRUMENT_TYPES,
  type Instrument,
  instrumentSchema,
  type MarketBasedInputs,
  marketBasedElectricityInputs,
  supplierRateSchema,
} from './market-based-inputs.js';
export { marketBasedTerms } from './market-based-terms.js';
export {
  capitalGoodsAverageData,
  MATERIAL_SOURCES,
  materialAverageDataInputs,
  purchasedGoodsAverageData,
} from './material-average-data.js';
export { BIOGENIC_FUELS, combustionMethaneSource } from './methane-source.js';
export { mobileCombustion, mobileCombustionInputs, VEHICLE_TYPES } from './mobile-combustion.js';
export { yearShare } from './period-share.js';
export {
  type PriceIndex,
  type PriceYearConversion,
  priceIndexSchema,
  toFactorPriceYear,
} from './price-year.js';
export { processingSoldProductsAverage, processingSoldProductsEnergy } from './processing-sold-products.js';
export { purchasedGoods, purchasedGoodsInputs } from './purchased-goods.js';
export { purchasedGoods100 } from './purchased-goods-1-0.js';
export { normalizeRefrigerant } from './refrigerant-id.js';
export { soldElectricityGeneration, soldElectricityInputs } from './sold-electricity.js';
export {
  endOfLifeInputs,
  fuelsSoldInputs,
  PRODUCT_COMPONENTS,
  processingAverageInputs,
  processingEnergyInputs,
  productUseEnergyInputs,
} from './sold-product-inputs.js';
export {
  STATED_PRICE_YEAR_METHOD,
  sectorSchema,
  spendShape,
  statedPriceYearSpendTerms,
} from './spend-based.js';
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
export { useOfSoldProductsEnergy, useOfSoldProductsFuels } from './use-of-sold-products.js';
export { wasteDisposal, wasteDisposalInputs } from './waste-disposal.js';
export { wttElectricity, wttElectricityInputs } from './wtt-electricity.js';
export { wttFuels, wttFuelsInputs } from './wtt-fuels.js';

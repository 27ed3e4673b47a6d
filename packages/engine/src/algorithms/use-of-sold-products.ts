import { canConvert, formatDecimal } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import { ELECTRICITY_SOURCE, energyCarrierTerms } from './energy-carrier.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { checkCarrierUnit, named, prefixTerms, shownAmount } from './sold-product-energy.js';
import { fuelsSoldInputs, productUseEnergyInputs } from './sold-product-inputs.js';
import { invalidInput } from './support.js';

const PRODUCTS_ID = 'ctp/use-of-sold-products-energy';
const FUELS_ID = 'ctp/use-of-sold-products-fuels';

const BOUNDARY = [
  'Boundary (Scope 3 Standard 5.5, Tables 5.4 and 5.5; Technical Guidance ch. 11): category 11 is the use by end users (consumers and businesses) of goods the company sold in the reporting year.',
  'The minimum boundary is the direct use-phase emissions: products that consume energy in use, fuels and feedstocks, and products that contain or form greenhouse gases emitted in use.',
  "The expected lifetime emissions of the products sold in the reporting year are reported in that year (Scope 3 Standard ch. 11), not spread over the years of use; the factor is the one in force at the activity's period start, the sale, with no projection of future grids.",
  'Indirect use-phase emissions (energy a product needs indirectly, such as the hot water for washing clothes) are optional and not covered;',
  'so are products that contain or form greenhouse gases (refrigerants, aerosols) and feedstocks not burnt.',
].join(' ');

const references = [
  REFERENCES.scope3Standard,
  REFERENCES.scope3Chapter(11, 'Category 11, Use of sold products'),
  REFERENCES.epaHub,
  REFERENCES.epaEgrid,
  REFERENCES.desnz,
];

/**
 * `ctp/use-of-sold-products-energy` (scope3.use_of_sold_products.energy_using_products, category
 * 11): units sold × lifetime energy per unit × the factor of the region of use.
 *
 * @example
 * ```json
 * { "category": "scope3.use_of_sold_products.energy_using_products", "quantity": "1000", "unit": "unit", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "energySource": "electricity", "lifetimeEnergyPerUnit": "1800", "lifetimeSource": "10 years × 180 kWh (energy label)" } }
 * ```
 */
export const useOfSoldProductsEnergy = defineAlgorithm({
  id: PRODUCTS_ID,
  version: GENERIC_VERSION,
  name: 'Use of sold products, energy-using products (direct use phase)',
  category: 'scope3.use_of_sold_products.energy_using_products',
  scope3Category: 11,
  inputs: productUseEnergyInputs,
  acceptedUnits: ['count:unit'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'unit')) {
      throw invalidInput(
        PRODUCTS_ID,
        `the quantity is the number of products sold: use the unit "unit", not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const energyUnit = inputs.lifetimeEnergyUnit ?? 'kWh';
    checkCarrierUnit(PRODUCTS_ID, 'lifetimeEnergyUnit', energyUnit);
    const units = runtime.convert(activity.quantity, activity.unit, 'unit');
    const quantity = units.times(inputs.lifetimeEnergyPerUnit);
    const carrier = { ...inputs, vehicle: inputs.vehicle === true };
    const result = energyCarrierTerms(PRODUCTS_ID, activity, carrier, runtime, {
      quantity,
      unit: energyUnit,
    });
    const product = named('product', inputs.productName);
    return prefixTerms(
      result,
      `use of sold ${product}, ${formatDecimal(units)} units × ${formatDecimal(inputs.lifetimeEnergyPerUnit)} ${energyUnit} over the lifetime (${inputs.lifetimeSource}) ${shownAmount(quantity)} ${energyUnit}`,
    );
  },
  methodology: [
    'Direct use-phase emissions of products that consume energy in use, GHG Protocol Scope 3 Technical Guidance chapter 11 (formula for products that directly consume fuels or electricity):',
    'CO2e = N × e × EF, N the number of units sold in the period, e the energy (or fuel) one unit consumes over its expected lifetime',
    '(attribute lifetimeEnergyPerUnit, with the assumption behind it in lifetimeSource, which the record prints: lifetime in years or uses × consumption per year or use),',
    'EF the factor of the region where the products are used (the activity region).',
    'Electricity uses the location-based grid average exactly as ctp/electricity-location-based; a fuel the stationary_combustion factor as ctp/stationary-combustion,',
    'or with vehicle true the mobile_combustion factor as ctp/mobile-combustion. Enter one activity per product, region of use and energy carrier.',
    BOUNDARY,
  ].join(' '),
  references,
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

/**
 * `ctp/use-of-sold-products-fuels` (scope3.use_of_sold_products.fuels_sold, category 11): fuel sold
 * to end users × its combustion factor.
 *
 * @example
 * ```json
 * { "category": "scope3.use_of_sold_products.fuels_sold", "quantity": "1000000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31", "attributes": { "fuel": "natural_gas" } }
 * ```
 */
export const useOfSoldProductsFuels = defineAlgorithm({
  id: FUELS_ID,
  version: GENERIC_VERSION,
  name: 'Use of sold products, fuels sold (combustion by end users)',
  category: 'scope3.use_of_sold_products.fuels_sold',
  scope3Category: 11,
  inputs: fuelsSoldInputs,
  acceptedUnits: ['volume', 'mass', 'energy'],
  calculate(activity, inputs, runtime) {
    if (inputs.fuel === ELECTRICITY_SOURCE) {
      throw invalidInput(
        FUELS_ID,
        'electricity is not a fuel: electricity a utility sells to end users is Scope 3 category 3 (generation of purchased electricity sold to end users), not category 11',
        { fuel: inputs.fuel },
      );
    }
    checkCarrierUnit(FUELS_ID, 'the quantity (fuel sold)', activity.unit);
    const carrier = { energySource: inputs.fuel, calorificBasis: inputs.calorificBasis };
    const result = energyCarrierTerms(FUELS_ID, activity, carrier, runtime, activity);
    return prefixTerms(result, `use of sold ${named('fuel', inputs.productName)}, combusted by end users`);
  },
  methodology: [
    'Direct use-phase emissions of fuels sold, GHG Protocol Scope 3 Technical Guidance chapter 11 (fuels and feedstocks):',
    'CO2e = Σ_gas Q × EF_gas × GWP_gas, Q the quantity of fuel sold in the period to end users who burn it, EF the stationary_combustion factor of the fuel exactly as ctp/stationary-combustion',
    '(physical unit, or energy on a gross or net calorific basis; biogenic CO2 apart where the factor gives it).',
    "Fuel the company burns itself is its Scope 1, not category 11; fuel sold to another company's fleet or boilers is its customers' Scope 1 and this company's category 11.",
    BOUNDARY,
  ].join(' '),
  references,
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

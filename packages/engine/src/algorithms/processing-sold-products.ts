import { canConvert, formatDecimal } from '@ctp/factors';
import { defineAlgorithm } from '../define-algorithm.js';
import { energyCarrierTerms } from './energy-carrier.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { checkCarrierUnit, named, prefixTerms, shownAmount } from './sold-product-energy.js';
import { processingAverageInputs, processingEnergyInputs } from './sold-product-inputs.js';
import { invalidInput } from './support.js';

const SITE_ID = 'ctp/processing-sold-products-energy';
const AVERAGE_ID = 'ctp/processing-sold-products-average';

const BOUNDARY = [
  'Boundary (Scope 3 Standard 5.5 and Table 5.4; Technical Guidance ch. 10): category 10 is the processing of intermediate products the company sold in the reporting year,',
  'by third parties (manufacturers downstream) after the sale; the minimum boundary is the Scope 1 and 2 of the processors.',
  'Only intermediate products belong here (products that are inputs to another product, not used as they are);',
  'processing by the company itself is its own Scope 1 and 2, and final products sold to end users have no category 10 emissions.',
  'Waste the processor generates while processing is part of the category but not covered by this algorithm.',
  'A company that cannot tell how its intermediate products are used may exclude the category with a justification (Scope 3 Standard 6.3).',
].join(' ');

const CARRIER_METHOD = [
  'Grid electricity uses the location-based grid average of the region where the processing happens (the activity region) exactly as ctp/electricity-location-based;',
  'a fuel uses the stationary_combustion factor of the fuel exactly as ctp/stationary-combustion (physical unit, or energy on a gross or net calorific basis).',
  "The factor is the one in force at the activity's period start. Enter one activity per energy carrier (electricity and gas of one processor are two activities).",
].join(' ');

const references = [
  REFERENCES.scope3Standard,
  REFERENCES.scope3Chapter(10, 'Category 10, Processing of sold products'),
  REFERENCES.epaHub,
  REFERENCES.epaEgrid,
  REFERENCES.desnz,
];

/**
 * `ctp/processing-sold-products-energy` (scope3.processing_sold_products.site_specific, category
 * 10): the energy a downstream processor used on the company's sold intermediate products × factor.
 *
 * @example
 * ```json
 * { "category": "scope3.processing_sold_products.site_specific", "quantity": "250000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31", "attributes": { "energySource": "electricity", "processorName": "Acme Moulding" } }
 * ```
 */
export const processingSoldProductsEnergy = defineAlgorithm({
  id: SITE_ID,
  version: GENERIC_VERSION,
  name: 'Processing of sold products, site-specific (energy use)',
  category: 'scope3.processing_sold_products.site_specific',
  scope3Category: 10,
  inputs: processingEnergyInputs,
  acceptedUnits: ['energy', 'volume', 'mass'],
  calculate(activity, inputs, runtime) {
    checkCarrierUnit(SITE_ID, 'the quantity (energy the processor used)', activity.unit);
    const result = energyCarrierTerms(SITE_ID, activity, inputs, runtime, activity);
    const who = named('processor', inputs.processorName);
    const what = inputs.productName === undefined ? '' : `, product "${inputs.productName}"`;
    return prefixTerms(result, `processing of sold products by ${who}${what}`);
  },
  methodology: [
    'Site-specific method of the GHG Protocol Scope 3 Technical Guidance, chapter 10, from the fuel and electricity the downstream processor used on the sold intermediate products:',
    "CO2e = Σ_gas E × EF_gas × GWP_gas, E the energy of one carrier consumed in processing them in the period (from the processor, allocated to the company's products where the processor also processes others).",
    CARRIER_METHOD,
    BOUNDARY,
  ].join(' '),
  references,
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

/**
 * `ctp/processing-sold-products-average` (scope3.processing_sold_products.average_data, category
 * 10): mass of intermediate product sold × energy per mass of processing × factor.
 *
 * @example
 * ```json
 * { "category": "scope3.processing_sold_products.average_data", "quantity": "500", "unit": "t", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "energySource": "electricity", "energyIntensity": "450", "intensitySource": "injection moulding, trade association 2023" } }
 * ```
 */
export const processingSoldProductsAverage = defineAlgorithm({
  id: AVERAGE_ID,
  version: GENERIC_VERSION,
  name: 'Processing of sold products, average-data (energy per mass)',
  category: 'scope3.processing_sold_products.average_data',
  scope3Category: 10,
  inputs: processingAverageInputs,
  acceptedUnits: ['mass'],
  calculate(activity, inputs, runtime) {
    const energyUnit = inputs.intensityEnergyUnit ?? 'kWh';
    const massUnit = inputs.intensityMassUnit ?? 't';
    if (!canConvert(activity.unit, 'kg')) {
      throw invalidInput(
        AVERAGE_ID,
        `the quantity is the mass of intermediate product sold: use a mass unit (t, kg, short_ton), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    if (!canConvert(massUnit, 'kg')) {
      throw invalidInput(
        AVERAGE_ID,
        `intensityMassUnit must be a mass unit (t, kg, short_ton), not ${massUnit}`,
        {
          intensityMassUnit: massUnit,
        },
      );
    }
    checkCarrierUnit(AVERAGE_ID, 'intensityEnergyUnit', energyUnit);
    const mass = runtime.convert(activity.quantity, activity.unit, massUnit);
    const quantity = mass.times(inputs.energyIntensity);
    const result = energyCarrierTerms(AVERAGE_ID, activity, inputs, runtime, { quantity, unit: energyUnit });
    const product = named('product', inputs.productName);
    return prefixTerms(
      result,
      `processing of sold ${product}, ${formatDecimal(mass)} ${massUnit} × ${formatDecimal(inputs.energyIntensity)} ${energyUnit}/${massUnit} (${inputs.intensitySource}) ${shownAmount(quantity)} ${energyUnit}`,
    );
  },
  methodology: [
    'Average-data method of the GHG Protocol Scope 3 Technical Guidance, chapter 10, where the processor gives no data:',
    "E = M × I, M the mass of intermediate product sold in the period (converted to the intensity's mass unit), I the average energy of one carrier used to process a unit of mass",
    '(attribute energyIntensity, with its units and its source in intensitySource, which the record prints: CTP ships no processing-energy benchmark, so the intensity comes from the user),',
    'then CO2e = E × EF:',
    CARRIER_METHOD,
    BOUNDARY,
  ].join(' '),
  references,
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

import { decimalSchema, FUELS, WASTE_MATERIALS, WASTE_METHODS } from '@ctp/factors';
import { z } from 'zod';
import { ELECTRICITY_SOURCE } from './energy-carrier.js';
import { choice, label, positiveDecimal, unitId, vocabularyId } from './schemas.js';

/**
 * Attribute schemas of the sold-product algorithms: Scope 3 categories 10 (processing of sold
 * intermediate products), 11 (use of sold products) and 12 (end-of-life treatment of sold products).
 */

const carrierShape = {
  energySource: vocabularyId('energySource', [ELECTRICITY_SOURCE, ...FUELS]).describe(
    'Energy carrier: electricity (grid, location-based factor of the region) or a fuel id such as natural_gas, gas_oil or lpg (fuel factor).',
  ),
  calorificBasis: choice('calorificBasis', ['gross', 'net'])
    .optional()
    .describe('For a fuel given in an energy unit (kWh, GJ, mmBtu, therm): gross (the default) or net.'),
};

const productName = label.optional().describe('Name or id of the product, for the record.');

/** Category 10, site-specific: the energy a downstream processor used on the company's products. */
export const processingEnergyInputs = z
  .object({
    ...carrierShape,
    processorName: label.optional().describe('The third party that processes the products, for the record.'),
    productName,
  })
  .strict();

/** Category 10, average-data: mass of intermediate product × energy per mass of product processed. */
export const processingAverageInputs = z
  .object({
    ...carrierShape,
    energyIntensity: positiveDecimal('energyIntensity').describe(
      'Energy of this carrier used to process one unit of mass of the product (e.g. 450 kWh per tonne), from the source named in intensitySource.',
    ),
    intensityEnergyUnit: unitId
      .optional()
      .describe('Energy (or fuel) unit of energyIntensity: kWh by default; MWh, GJ, L, m3…'),
    intensityMassUnit: unitId
      .optional()
      .describe('Mass unit of energyIntensity: t by default, or kg, short_ton.'),
    intensitySource: label.describe(
      'Where energyIntensity comes from (industry average, processor survey, year), printed in the calculation record.',
    ),
    productName,
  })
  .strict();

/** Category 11, products that consume energy in use: units sold × lifetime energy per unit. */
export const productUseEnergyInputs = z
  .object({
    ...carrierShape,
    lifetimeEnergyPerUnit: positiveDecimal('lifetimeEnergyPerUnit').describe(
      'Energy (or fuel) one unit consumes over its expected lifetime, in lifetimeEnergyUnit (e.g. 10 years × 180 kWh = 1800 kWh).',
    ),
    lifetimeEnergyUnit: unitId
      .optional()
      .describe(
        'Unit of lifetimeEnergyPerUnit: kWh by default; MWh, GJ, or a fuel quantity such as L, m3, kg.',
      ),
    lifetimeSource: label.describe(
      'The lifetime assumption behind lifetimeEnergyPerUnit (years of use, uses per year, energy label), printed in the calculation record.',
    ),
    vehicle: z
      .boolean()
      .optional()
      .describe('True when the product is a vehicle: its fuel uses the mobile combustion factors.'),
    productName,
  })
  .strict();

/** Category 11, fuels sold: the quantity of fuel sold to end users. */
export const fuelsSoldInputs = z
  .object({
    fuel: vocabularyId('fuel', FUELS).describe(
      'Fuel sold: an id such as natural_gas, diesel or lpg, or one a custom dataset defines.',
    ),
    calorificBasis: carrierShape.calorificBasis,
    productName,
  })
  .strict();

/** A share of a mass: greater than zero and at most one. */
const shareOfMass = decimalSchema.refine((d) => d.greaterThan(0) && d.lessThanOrEqualTo(1), {
  message: 'attribute treatmentShare must be greater than zero and at most 1',
});

/** What part of a sold product a material is. */
export const PRODUCT_COMPONENTS = ['product', 'packaging'] as const;

/** Category 12, waste-type-specific: mass of one material of the sold products × share to one treatment. */
export const endOfLifeInputs = z
  .object({
    wasteType: vocabularyId('wasteType', WASTE_MATERIALS).describe(
      'Material of the sold product or its packaging at end of life: an id such as mixed_plastics, glass or corrugated_containers, or one a dataset defines.',
    ),
    method: vocabularyId('method', WASTE_METHODS).describe(
      'End-of-life treatment: landfilled, combusted, recycled, composted, anaerobic_digestion, or one a dataset defines.',
    ),
    treatmentShare: shareOfMass
      .optional()
      .describe(
        "Share of the material's mass assumed to go to this treatment (0 to 1; 1 when absent), from the company's assumption.",
      ),
    component: choice('component', PRODUCT_COMPONENTS)
      .optional()
      .describe('Whether the material is the product itself (default) or its packaging.'),
    productName,
  })
  .strict();

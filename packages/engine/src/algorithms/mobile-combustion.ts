import { FACTOR_CATEGORIES, type FactorMatch, FUELS } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import type { CalculationWarning } from '../types.js';
import { findFuelFactor } from './fuel-factor.js';
import { combustionMethaneSource } from './methane-source.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice, vocabularyId } from './schemas.js';
import { gasIds, termFor, warning } from './support.js';

/** Vehicle classes, recorded with the result; the fuel-based factors do not depend on them. */
export const VEHICLE_TYPES = [
  'passenger_car',
  'light_duty_truck',
  'heavy_duty_truck',
  'bus',
  'motorcycle',
  'non_road',
  'aircraft',
  'marine',
  'rail',
] as const;

/** Attributes of a mobile combustion activity (fuel-based: the quantity is fuel). */
export const mobileCombustionInputs = z
  .object({
    fuel: vocabularyId('fuel', FUELS).describe(
      'Fuel used by the vehicles: an id such as diesel, motor_gasoline or jet_fuel.',
    ),
    vehicleType: choice('vehicleType', VEHICLE_TYPES)
      .optional()
      .describe('Kind of vehicle; chooses the CH4 and N2O factors where a dataset gives them per vehicle.'),
    calorificBasis: choice('calorificBasis', ['gross', 'net'])
      .optional()
      .describe('Calorific basis of an energy quantity: gross (the default) or net.'),
  })
  .strict();

const ID = 'ctp/mobile-combustion';

/** A CO2-only row (EPA Hub Table 2) leaves out the vehicle-dependent CH4 and N2O. */
function co2OnlyWarning(match: FactorMatch): CalculationWarning[] {
  const gases = gasIds(match);
  const co2Only = match.factor.factor === null && !gases.some((g) => g.startsWith('CH4') || g === 'N2O');
  if (!co2Only) return [];
  return [
    warning(
      'MOBILE_CH4_N2O_EXCLUDED',
      `the ${match.factor.datasetId} ${match.factor.datasetVersion} mobile factor for ${match.factor.subcategory} gives CO2 only; CH4 and N2O depend on vehicle type, model year and distance and are not included (a few percent of the total at most)`,
    ),
  ];
}

/**
 * `ctp/mobile-combustion` (scope1.mobile_combustion): fuel burnt in vehicles the organization
 * owns or controls, fuel-based method. Uses mobile_combustion rows of the region; where the
 * region's datasets have none for the fuel, the stationary_combustion row of the same fuel, with
 * warning `MOBILE_FACTOR_FALLBACK`.
 *
 * @example
 * ```json
 * { "category": "scope1.mobile_combustion", "quantity": "100", "unit": "gal", "region": "US",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "fuel": "diesel", "vehicleType": "heavy_duty_truck" } }
 * ```
 */
export const mobileCombustion = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Mobile combustion, fuel-based',
  category: 'scope1.mobile_combustion',
  inputs: mobileCombustionInputs,
  acceptedUnits: ['volume', 'mass', 'energy'],
  calculate(activity, inputs, runtime) {
    const query = {
      algorithmId: ID,
      fuel: inputs.fuel,
      quantity: activity.quantity,
      unit: activity.unit,
      date: activity.periodStart,
      basis: inputs.calorificBasis,
    };
    const label = `${inputs.fuel} burnt in ${inputs.vehicleType ?? 'vehicles'}`;
    try {
      const { match, warnings } = findFuelFactor(runtime, {
        ...query,
        category: FACTOR_CATEGORIES.mobile_combustion,
      });
      return {
        terms: [
          {
            ...termFor(runtime, match, activity.quantity, activity.unit, label),
            methaneSource: combustionMethaneSource(inputs.fuel, match),
          },
        ],
        warnings: [...warnings, ...co2OnlyWarning(match)],
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'FACTOR_NOT_FOUND') throw error;
    }
    const { match, warnings } = findFuelFactor(runtime, {
      ...query,
      category: FACTOR_CATEGORIES.stationary_combustion,
    });
    const fallback = warning(
      'MOBILE_FACTOR_FALLBACK',
      `no mobile_combustion factor for ${inputs.fuel} usable with ${activity.unit} in region ${activity.region}; used the stationary_combustion factor of the same fuel (${match.factor.datasetId} ${match.factor.datasetVersion}, ${match.matchedRegion}): CO2 per unit of fuel is the same, CH4 and N2O of engines may differ`,
    );
    return {
      terms: [
        {
          ...termFor(runtime, match, activity.quantity, activity.unit, label),
          methaneSource: combustionMethaneSource(inputs.fuel, match),
        },
      ],
      warnings: [...warnings, fallback],
    };
  },
  methodology: [
    'Fuel-based method of the GHG Protocol Corporate Standard (mobile combustion): E_gas = Q × EF_gas, CO2e = Σ_gas E_gas × GWP_gas.',
    "Q is the fuel burnt (volume, mass or energy) converted to the factor's unit. Factors come from the mobile_combustion rows of the region",
    '(EPA Hub Table 2: CO2 per gallon or scf; its CH4 and N2O per vehicle-mile by model year are not applied to fuel quantities, which is reported with MOBILE_CH4_N2O_EXCLUDED).',
    "Decision: when the region's datasets have no mobile row for the fuel and unit (DESNZ publishes one fuels table for every use), the stationary_combustion row",
    'of the same fuel is used, because CO2 per unit of fuel depends on the fuel alone; the substitution is reported with MOBILE_FACTOR_FALLBACK.',
    'Distance-based vehicle emissions belong to scope3 travel algorithms or to a custom algorithm.',
  ].join(' '),
  references: [REFERENCES.corporateStandard, REFERENCES.epaHub, REFERENCES.desnz],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

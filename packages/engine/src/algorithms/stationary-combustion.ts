import { FACTOR_CATEGORIES, FUELS } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { findFuelFactor } from './fuel-factor.js';
import { combustionMethaneSource } from './methane-source.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice, vocabularyId } from './schemas.js';
import { termFor } from './support.js';

/** Attributes of a stationary combustion activity. */
export const stationaryCombustionInputs = z
  .object({
    /** Fuel id: the vocabulary of @ctp/factors (`natural_gas`, `diesel`, `coal_bituminous`, …) or a dataset's own (`wood`, `coal_industrial`). */
    fuel: vocabularyId('fuel', FUELS).describe(
      'Fuel burnt: an id such as natural_gas, diesel or coal_bituminous, or one a custom dataset defines.',
    ),
    /** Calorific basis of an energy quantity (kWh, GJ, mmBtu, therm): `gross` (default) or `net`. */
    calorificBasis: choice('calorificBasis', ['gross', 'net'])
      .optional()
      .describe('Calorific basis of an energy quantity (kWh, GJ, mmBtu, therm): gross (the default) or net.'),
  })
  .strict();

/**
 * `ctp/stationary-combustion` (scope1.stationary_combustion): fuel burnt in boilers, furnaces,
 * ovens and generators, fuel-based method: quantity × factor per gas.
 *
 * @example
 * ```json
 * { "category": "scope1.stationary_combustion", "quantity": "1000", "unit": "scf", "region": "US",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "fuel": "natural_gas" } }
 * ```
 */
export const stationaryCombustion = defineAlgorithm({
  id: 'ctp/stationary-combustion',
  version: GENERIC_VERSION,
  name: 'Stationary combustion, fuel-based',
  category: 'scope1.stationary_combustion',
  inputs: stationaryCombustionInputs,
  acceptedUnits: ['volume', 'mass', 'energy'],
  calculate(activity, inputs, runtime) {
    const { match, warnings } = findFuelFactor(runtime, {
      algorithmId: 'ctp/stationary-combustion',
      category: FACTOR_CATEGORIES.stationary_combustion,
      fuel: inputs.fuel,
      quantity: activity.quantity,
      unit: activity.unit,
      date: activity.periodStart,
      basis: inputs.calorificBasis,
    });
    const term = termFor(
      runtime,
      match,
      activity.quantity,
      activity.unit,
      `${inputs.fuel} burnt in stationary equipment`,
    );
    return { terms: [{ ...term, methaneSource: combustionMethaneSource(inputs.fuel, match) }], warnings };
  },
  methodology: [
    'Fuel-based method of the GHG Protocol Corporate Standard for direct (Scope 1) emissions from stationary combustion.',
    'E_gas = Q × EF_gas for each gas the factor gives (CO2, CH4, N2O; biogenic CO2 separately), then',
    "CO2e = Σ_gas E_gas × GWP_gas with the calculation's GWP set; a factor published only as CO2e is used as printed.",
    'CH4 of fossil fuels is fossil methane and CH4 of biomass fuels (wood, biogas, landfill gas, biofuels) non-fossil methane, which picks its GWP under AR6 with the methane GWP mode by_source.',
    "Q is the fuel quantity converted to the factor's own unit. The activity unit chooses the factor row:",
    'a physical unit (scf, gal, L, m3, short ton, t) uses the factor per physical unit (EPA Hub Table 1 per-unit columns, DESNZ per litre or m3);',
    'an energy unit (kWh, MWh, GJ, mmBtu, therm) uses the factor per energy on a gross calorific basis (EPA per mmBtu HHV, DESNZ kWh Gross CV),',
    'or on a net basis with calorificBasis "net" (DESNZ kWh Net CV). A net-only factor is never applied to energy of unstated basis.',
    'The heat content of a fuel is a factor, not a unit conversion: volume is never turned into energy here.',
  ].join(' '),
  references: [
    REFERENCES.corporateStandard,
    REFERENCES.epaHub,
    REFERENCES.cfr98,
    REFERENCES.desnz,
    REFERENCES.nga,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

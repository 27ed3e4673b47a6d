import { canConvert, FACTOR_CATEGORIES, FUELS } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { findFuelFactor } from './fuel-factor.js';
import { VEHICLE_TYPES } from './mobile-combustion.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { choice, vocabularyId } from './schemas.js';
import { invalidInput, termFor } from './support.js';
import { withWttHint } from './wtt-hint.js';

const ID = 'ctp/wtt-fuels';

/**
 * Attributes of a well-to-tank fuel activity: those of stationary and mobile combustion, so the
 * activity of a fuel burnt can be posted again, unchanged, under this category.
 */
export const wttFuelsInputs = z
  .object({
    fuel: vocabularyId('fuel', FUELS).describe(
      'Fuel burnt (the same id as its Scope 1 combustion activity): natural_gas, diesel, gas_oil, or one a dataset defines.',
    ),
    calorificBasis: choice('calorificBasis', ['gross', 'net'])
      .optional()
      .describe('Calorific basis of an energy quantity (kWh, GJ, mmBtu, therm): gross (the default) or net.'),
    vehicleType: choice('vehicleType', VEHICLE_TYPES)
      .optional()
      .describe(
        'Accepted so a mobile combustion activity can be posted unchanged; WTT factors do not depend on it.',
      ),
  })
  .strict();

/**
 * `ctp/wtt-fuels` (scope3.fuel_energy_related.wtt_fuels, category 3 activity A): the upstream
 * (well-to-tank) emissions of fuels the organization burnt: quantity of fuel × WTT factor of the fuel.
 *
 * @example
 * ```json
 * { "category": "scope3.fuel_energy_related.wtt_fuels", "quantity": "250000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31", "attributes": { "fuel": "natural_gas" } }
 * ```
 */
export const wttFuels = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Upstream (well-to-tank) emissions of purchased fuels',
  category: 'scope3.fuel_energy_related.wtt_fuels',
  scope3Category: 3,
  inputs: wttFuelsInputs,
  acceptedUnits: ['volume', 'mass', 'energy'],
  calculate(activity, inputs, runtime) {
    if (!['L', 'kg', 'kWh'].some((unit) => canConvert(activity.unit, unit))) {
      throw invalidInput(
        ID,
        `the quantity is the fuel burnt: use a volume, mass or energy unit (L, m3, t, kWh, …), not ${activity.unit}`,
        { unit: activity.unit },
      );
    }
    const { match, warnings } = withWttHint(inputs.fuel, () =>
      findFuelFactor(runtime, {
        algorithmId: ID,
        category: FACTOR_CATEGORIES.wtt_fuels,
        fuel: inputs.fuel,
        quantity: activity.quantity,
        unit: activity.unit,
        date: activity.periodStart,
        basis: inputs.calorificBasis,
      }),
    );
    const term = termFor(
      runtime,
      match,
      activity.quantity,
      activity.unit,
      `${inputs.fuel} burnt × well-to-tank factor`,
    );
    return { terms: [term], warnings };
  },
  methodology: [
    'GHG Protocol Scope 3 Standard, category 3 (fuel- and energy-related activities not included in Scope 1 or Scope 2), activity A:',
    'upstream emissions of purchased fuels, i.e. extraction, production and transport of the fuels the organization burns, whose combustion is in its Scope 1.',
    'Average-data method: CO2e = Q × EF_WTT, Q the quantity of fuel burnt (the same quantity and fuel id as the Scope 1 combustion activity),',
    'EF_WTT the publisher\'s well-to-tank factor of that fuel in the same unit basis, as CO2e (DESNZ "WTT- fuels", kg CO2e per litre, m3, tonne,',
    'or kWh gross or net CV; the fuel ids and the unit rule are those of stationary combustion: a physical unit uses the factor per physical unit,',
    'an energy unit the gross CV factor, or net with calorificBasis "net"). The combustion itself is never counted here, so Scope 1 and this result add up without overlap.',
    'DESNZ publishes WTT as CO2e only, on the GWP set of its edition (AR4 up to 2022, AR5 from 2023); it cannot be restated (GWP_SET_MISMATCH).',
    'EPA Hub publishes no WTT factors: a US activity (or any region without a WTT row) is FACTOR_NOT_FOUND naming the fuel and region, never a zero.',
    'Not covered by this category code: upstream of purchased electricity, steam, heating and cooling (activity B) and T&D losses (activity C)',
    'are scope3.fuel_energy_related.wtt_electricity; generation of purchased electricity sold to end users (activity D, utilities and energy retailers) is not built.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(
      3,
      'Category 3, Fuel- and energy-related activities not included in Scope 1 or Scope 2',
    ),
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

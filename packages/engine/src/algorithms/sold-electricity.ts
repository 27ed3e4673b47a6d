import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { gridAverageTerm } from './grid-average-term.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';

const ID = 'ctp/sold-electricity-generation';

/** The method reads no attributes; unknown ones are rejected. */
export const soldElectricityInputs = z.object({}).strict();

/**
 * `ctp/sold-electricity-generation` (scope3.fuel_energy_related.sold_electricity, category 3
 * activity D): electricity a utility or energy retailer bought and sold to end users × the average
 * emission rate of generation on the grid it was bought from (the location-based factor of the
 * region, year by year as for Scope 2).
 *
 * @example
 * ```json
 * { "category": "scope3.fuel_energy_related.sold_electricity", "quantity": "2500", "unit": "MWh", "region": "US-CAMX",
 *   "periodStart": "2023-01-01", "periodEnd": "2023-12-31" }
 * ```
 */
export const soldElectricityGeneration = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Generation of purchased electricity sold to end users',
  category: 'scope3.fuel_energy_related.sold_electricity',
  scope3Category: 3,
  inputs: soldElectricityInputs,
  acceptedUnits: ['energy'],
  calculate(activity, _inputs, runtime) {
    return {
      terms: [
        gridAverageTerm(ID, activity, runtime, 'electricity bought and sold to end users × grid average'),
      ],
    };
  },
  methodology: [
    'GHG Protocol Scope 3 Standard, category 3 (fuel- and energy-related activities not included in Scope 1 or Scope 2), activity D:',
    'generation of purchased electricity that is sold to end users, reported by utility companies and energy retailers only.',
    'Average-data method: CO2e = E × EF_grid, E the electricity bought from the grid or from generators and sold to end users (not the electricity the company consumes,',
    'which is Scope 2, nor electricity it generates itself, which is Scope 1), EF_grid the average emission rate of generation of the region and year',
    '(the factor the location-based Scope 2 method uses: eGRID subregion rates by data year, DESNZ UK generation, Ember country averages, NGA state factors), per gas where published.',
    'Upstream (well-to-tank) emissions of that electricity and its T&D losses are not included (use ctp/wtt-electricity for the electricity consumed).',
    'A supplier-specific rate of a power purchase agreement is not an attribute of this method: load it as a custom dataset for the region and pin it for the run.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(
      3,
      'Category 3, Fuel- and energy-related activities not included in Scope 1 or Scope 2',
    ),
    REFERENCES.epaEgrid,
    REFERENCES.desnz,
    REFERENCES.ember,
    REFERENCES.nga,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

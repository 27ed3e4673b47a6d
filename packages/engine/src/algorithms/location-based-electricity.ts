import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { gridAverageTerm } from './grid-average-term.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';

const ID = 'ctp/electricity-location-based';

/** The location-based method reads no attributes; unknown ones are rejected. */
export const locationBasedElectricityInputs = z.object({}).strict();

/**
 * `ctp/electricity-location-based` (scope2.electricity.location_based): purchased grid
 * electricity times the average emission rate of generation on the local grid.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.location_based", "quantity": "120000", "unit": "kWh", "region": "US-CAMX",
 *   "periodStart": "2025-01-01", "periodEnd": "2025-12-31" }
 * ```
 */
export const locationBasedElectricity = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Purchased electricity, location-based',
  category: 'scope2.electricity.location_based',
  inputs: locationBasedElectricityInputs,
  acceptedUnits: ['energy'],
  calculate(activity, _inputs, runtime) {
    return { terms: [gridAverageTerm(ID, activity, runtime, 'electricity consumed × grid average')] };
  },
  methodology: [
    'Location-based method of the GHG Protocol Scope 2 Guidance (chapter 6): CO2e = E × EF_grid, E the electricity consumed in kWh',
    '(converted to the factor unit), EF_grid the average emission rate of generation in the region, per gas where published',
    '(eGRID subregion total output rates for CO2, CH4 and N2O of the data year in force, dataset epa-egrid; DESNZ UK generation factor; Ember country averages; NGA state factors).',
    'The most specific region of the activity is used (an eGRID subregion `US-CAMX` before `US`); each fallback to a wider region is reported as REGION_FALLBACK.',
    'Transmission and distribution losses are not part of Scope 2 for the consumer: they belong to Scope 3 category 3 and are not added here.',
  ].join(' '),
  references: [
    REFERENCES.scope2Guidance,
    REFERENCES.epaEgrid,
    REFERENCES.epaHub,
    REFERENCES.desnz,
    REFERENCES.ember,
    REFERENCES.nga,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

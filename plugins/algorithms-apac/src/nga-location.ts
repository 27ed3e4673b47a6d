import { defineAlgorithm } from '@ctp/engine';
import { ELECTRICITY } from '@ctp/factors';
import { z } from 'zod';
import { ngaElectricityTerm, stateSchema } from './au-region.js';
import { APAC_REFERENCES } from './references.js';

const ID = 'apac/nga-location';

/** Attributes: an optional state or territory when the activity's region is just `AU`. */
export const ngaLocationInputs = z
  .object({
    state: stateSchema
      .optional()
      .describe('State or territory (e.g. NSW) when the activity region is just AU.'),
  })
  .strict();

/**
 * `apac/nga-location` (scope2.electricity.location_based, region AU): grid electricity × the
 * NGA Scope 2 factor of the state or territory (`AU-VIC`, …), national average with REGION_FALLBACK.
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.location_based", "quantity": "52000", "unit": "kWh", "region": "AU-VIC",
 *   "periodStart": "2024-07-01", "periodEnd": "2025-06-30" }
 * ```
 */
export const ngaLocation = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Purchased electricity, location-based, Australia (NGA)',
  category: 'scope2.electricity.location_based',
  region: 'AU',
  inputs: ngaLocationInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    const { term, warnings } = ngaElectricityTerm(
      ID,
      activity,
      inputs.state,
      runtime,
      ELECTRICITY.grid_average,
      'grid electricity consumed × NGA Scope 2 factor',
    );
    return { terms: [term], warnings };
  },
  methodology: [
    'Location-based method of the GHG Protocol Scope 2 Guidance with the National Greenhouse Accounts Factors (DCCEEW, method of NGER Measurement Determination):',
    'CO2e = E × EF_state, E the electricity consumed from the grid in kWh, EF_state the Scope 2 factor of the state or territory grid in kg CO2e per kWh',
    '(NSW and ACT share one factor; an activity in region AU without attribute state uses the national average with REGION_FALLBACK).',
    'NGA factors are published as CO2e with AR5 100-year GWPs (as the workbooks state) and cannot be restated in another GWP set (GWP_SET_MISMATCH).',
    'The factors are read from the DCCEEW workbooks 2021–2024 (Table 5 in 2021, Table 1 from 2022); the edition in force on the activity date is used unless a dataset pin chooses another.',
  ].join(' '),
  references: [APAC_REFERENCES.scope2Guidance, APAC_REFERENCES.nga],
  effectiveDate: '2000-01-01',
});

import { defineAlgorithm } from '@ctp/engine';
import { ELECTRICITY } from '@ctp/factors';
import { z } from 'zod';
import { ngaElectricityTerm, stateSchema } from './au-region.js';
import { APAC_REFERENCES } from './references.js';

const ID = 'apac/nga-scope3-electricity';

/** Attributes: an optional state or territory when the activity's region is just `AU`. */
export const ngaScope3ElectricityInputs = z
  .object({
    state: stateSchema
      .optional()
      .describe('State or territory (e.g. NSW) when the activity region is just AU.'),
  })
  .strict();

/**
 * `apac/nga-scope3-electricity` (scope3.fuel_energy.electricity_upstream_td, Scope 3 category
 * 3, region AU): the NGA Scope 3 factor of consumed electricity, which covers both the upstream
 * emissions of the fuels burnt to generate it and the electricity lost in transmission and
 * distribution (category 3 activities B and C together).
 *
 * @example
 * ```json
 * { "category": "scope3.fuel_energy.electricity_upstream_td", "quantity": "52000", "unit": "kWh", "region": "AU-VIC",
 *   "periodStart": "2024-07-01", "periodEnd": "2025-06-30" }
 * ```
 */
export const ngaScope3Electricity = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Upstream and T&D emissions of purchased electricity, Australia (NGA Scope 3)',
  category: 'scope3.fuel_energy.electricity_upstream_td',
  region: 'AU',
  scope3Category: 3,
  inputs: ngaScope3ElectricityInputs,
  acceptedUnits: ['energy'],
  calculate(activity, inputs, runtime) {
    const { term, warnings } = ngaElectricityTerm(
      ID,
      activity,
      inputs.state,
      runtime,
      ELECTRICITY.upstream,
      'grid electricity consumed × NGA Scope 3 factor',
    );
    return { terms: [term], warnings };
  },
  methodology: [
    'GHG Protocol Scope 3 category 3 with the National Greenhouse Accounts Factors: CO2e = E × EF_scope3,state, E the electricity consumed in kWh (the same quantity',
    'as the Scope 2 activity), EF the NGA Scope 3 factor of the state grid in kg CO2e per kWh. NGA defines it as the emissions from extracting, producing and',
    'transporting the fuels burnt at generation plus those attributable to electricity lost in transmission and distribution: category 3 activities B and C together.',
    'The category is therefore named scope3.fuel_energy.electricity_upstream_td and not td_losses, so that it is never added to a separate T&D-loss result.',
    'National average with REGION_FALLBACK when no state is known. Factors are read from the DCCEEW workbooks (2021: Table 46, the 2018/19 rows that Table 5 reproduces; from 2022: Table 1).',
  ].join(' '),
  references: [APAC_REFERENCES.scope3Category3, APAC_REFERENCES.nga],
  effectiveDate: '2000-01-01',
});

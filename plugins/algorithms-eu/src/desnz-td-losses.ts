import { defineAlgorithm } from '@ctp/engine';
import { ELECTRICITY } from '@ctp/factors';
import { z } from 'zod';
import { gbElectricityResult } from './gb-lookup.js';
import { EU_REFERENCES } from './references.js';

const ID = 'eu/desnz-td-losses';

/** The DESNZ T&D method reads no attributes. */
export const desnzTdLossesInputs = z.object({}).strict();

/**
 * `eu/desnz-td-losses` (scope3.fuel_energy.td_losses, Scope 3 category 3, region GB): the
 * emissions of the electricity lost in transmission and distribution to deliver the
 * consumption, with the DESNZ T&D factor per kWh consumed.
 *
 * @example
 * ```json
 * { "category": "scope3.fuel_energy.td_losses", "quantity": "48000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31" }
 * ```
 */
export const desnzTdLosses = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Transmission and distribution losses of purchased electricity, UK DESNZ',
  category: 'scope3.fuel_energy.td_losses',
  region: 'GB',
  scope3Category: 3,
  inputs: desnzTdLossesInputs,
  acceptedUnits: ['energy'],
  calculate(activity, _inputs, runtime) {
    return gbElectricityResult(
      ID,
      activity,
      runtime,
      ELECTRICITY.td_losses,
      'UK grid electricity consumed × DESNZ T&D losses factor',
    );
  },
  methodology: [
    'GHG Protocol Scope 3 category 3, activity C (generation of electricity lost in transmission and distribution): CO2e = E × EF_T&D,',
    'E the electricity consumed from the UK grid in kWh (the same quantity as the Scope 2 activity), EF_T&D the DESNZ "T&D- UK electricity" factor',
    '(kg CO2e per kWh consumed, AR5; 2024 edition 0.01830, 2025 edition 0.01853). DESNZ defines consumed = generated / (1 − loss share) and T&D = consumed − generated,',
    'so Scope 2 (eu/desnz-location) plus this result equals the consumed-electricity factor. Well-to-tank (upstream) emissions of electricity are not included.',
  ].join(' '),
  references: [EU_REFERENCES.scope3Category3, EU_REFERENCES.desnz],
  effectiveDate: '2000-01-01',
});

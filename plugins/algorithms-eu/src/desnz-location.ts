import { defineAlgorithm } from '@ctp/engine';
import { ELECTRICITY } from '@ctp/factors';
import { z } from 'zod';
import { gbElectricityResult } from './gb-lookup.js';
import { EU_REFERENCES } from './references.js';

const ID = 'eu/desnz-location';

/** The DESNZ location-based method reads no attributes. */
export const desnzLocationInputs = z.object({}).strict();

/**
 * `eu/desnz-location` (scope2.electricity.location_based, region GB): UK grid electricity ×
 * the DESNZ "electricity generated" factor; transmission and distribution losses are excluded
 * (they are Scope 3 category 3, see `eu/desnz-td-losses`).
 *
 * @example
 * ```json
 * { "category": "scope2.electricity.location_based", "quantity": "48000", "unit": "kWh", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31" }
 * ```
 */
export const desnzLocation = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Purchased electricity, location-based, UK DESNZ',
  category: 'scope2.electricity.location_based',
  region: 'GB',
  inputs: desnzLocationInputs,
  acceptedUnits: ['energy'],
  calculate(activity, _inputs, runtime) {
    return gbElectricityResult(
      ID,
      activity,
      runtime,
      ELECTRICITY.grid_average,
      'UK grid electricity consumed × DESNZ generation factor',
    );
  },
  methodology: [
    'Location-based method of the GHG Protocol Scope 2 Guidance with the UK DESNZ conversion factors: CO2e = E × EF_generation,',
    'E the electricity consumed in kWh, EF_generation the "Electricity: UK, electricity generated" factor in kg CO2e per kWh (AR5, CO2, CH4 and N2O',
    'published as CO2e; 2024 edition 0.20705, 2025 edition 0.17700). The edition in force on the activity date is used (DESNZ: data two years older than the edition).',
    'Transmission and distribution losses are excluded: DESNZ reports them under Scope 3 (eu/desnz-td-losses). Outside Great Britain and Northern Ireland this algorithm does not apply.',
  ].join(' '),
  references: [EU_REFERENCES.scope2Guidance, EU_REFERENCES.desnz],
  effectiveDate: '2000-01-01',
});

import {
  businessTravelMethodology,
  checkTravelAttributes,
  defineAlgorithm,
  findTravelFactor,
  travelDistanceUnit,
  travelShape,
} from '@ctp/engine';
import { FactorNotFoundError } from '@ctp/factors';
import { z } from 'zod';
import { isGreatBritain } from './gb-lookup.js';
import { EU_REFERENCES } from './references.js';

const ID = 'eu/desnz-air-travel';

/** DESNZ flight classes: domestic (within the UK), short-haul and long-haul to/from the UK, international (non-UK). */
export const DESNZ_HAULS = ['domestic', 'short', 'long', 'international'] as const;

/** The generic travel attributes, with DESNZ's haul classes; `radiativeForcing` defaults to true for air. */
export const desnzAirTravelInputs = z
  .object({
    ...travelShape,
    haul: z
      .enum(DESNZ_HAULS, {
        error: (issue) =>
          `attribute haul ${JSON.stringify(issue.input)} is not a DESNZ flight class: "domestic", "short", "long" or "international"`,
      })
      .optional(),
  })
  .strict()
  .superRefine(checkTravelAttributes);

/**
 * `eu/desnz-air-travel` (scope3.business_travel, category 6, region GB): business travel with
 * the UK DESNZ factors; flights include radiative forcing unless `radiativeForcing: false`, as
 * DESNZ recommends. Land modes use the same DESNZ passenger factors as the generic algorithm.
 *
 * @example
 * ```json
 * { "category": "scope3.business_travel", "quantity": "11000", "unit": "pkm", "region": "GB",
 *   "periodStart": "2024-05-01", "periodEnd": "2024-05-10",
 *   "attributes": { "mode": "air", "haul": "long", "cabinClass": "business" } }
 * ```
 */
export const desnzAirTravel = defineAlgorithm({
  id: ID,
  version: '1.0.0',
  name: 'Business travel, UK DESNZ (flights with radiative forcing)',
  category: 'scope3.business_travel',
  region: 'GB',
  scope3Category: 6,
  inputs: desnzAirTravelInputs,
  acceptedUnits: ['passenger_distance', 'vehicle_distance', 'distance'],
  calculate(activity, inputs, runtime) {
    const unit = travelDistanceUnit(ID, inputs, activity.unit);
    const rf = inputs.mode === 'air' && (inputs.radiativeForcing ?? true);
    const { match, subcategory, warnings } = findTravelFactor(runtime, inputs, rf, unit);
    if (!isGreatBritain(match.matchedRegion)) {
      throw new FactorNotFoundError({
        category: match.factor.category,
        subcategory,
        region: activity.region,
        date: activity.periodStart,
        unit,
        tried: [...match.regionChain],
        hint: `${ID} uses DESNZ UK factors only; the match was a ${match.matchedRegion} factor of ${match.factor.datasetId}`,
      });
    }
    const amount = runtime.convert(activity.quantity, unit, match.factor.unit);
    return { terms: [{ factor: match, amount, label: `business travel, ${subcategory} (DESNZ)` }], warnings };
  },
  methodology: [
    businessTravelMethodology(true),
    'UK DESNZ: flight classes domestic, short-haul and long-haul to/from the UK and international (non-UK); the factors include an 8% distance uplift,',
    'and the "with RF" factors add 70% to CO2 for non-CO2 effects (indirect effects), which DESNZ recommends reporting; keep the choice consistent between years.',
    'Class-specific factors (long-haul economy, business) are used when cabinClass is given and DESNZ publishes them in the shipped set.',
  ].join(' '),
  references: [EU_REFERENCES.scope3Category6, EU_REFERENCES.desnz],
  effectiveDate: '2000-01-01',
});

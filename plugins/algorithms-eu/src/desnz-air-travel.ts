import { defineAlgorithm, genericAlgorithm } from '@ctp/engine';
import { FactorNotFoundError } from '@ctp/factors';
import { z } from 'zod';
import { isGreatBritain } from './gb-lookup.js';
import { EU_REFERENCES } from './references.js';

const ID = 'eu/desnz-air-travel';
const generic = genericAlgorithm('ctp/business-travel');

/** DESNZ flight classes: domestic (within the UK), short-haul and long-haul to/from the UK, international (non-UK). */
export const DESNZ_HAULS = ['domestic', 'short', 'long', 'international'] as const;

/** The generic travel attributes (and their cross-field checks), with DESNZ's flight classes for `haul`. */
export const desnzAirTravelInputs = (generic.inputs as z.ZodObject).safeExtend({
  haul: z
    .enum(DESNZ_HAULS, {
      error: (issue) =>
        `attribute haul ${JSON.stringify(issue.input)} is not a DESNZ flight class: "domestic", "short", "long" or "international"`,
    })
    .optional(),
});

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
    const air = inputs.mode === 'air';
    const travel = air ? { ...inputs, radiativeForcing: inputs.radiativeForcing ?? true } : inputs;
    const result = generic.calculate(activity, travel, runtime);
    for (const { factor: match } of result.terms) {
      if (isGreatBritain(match.matchedRegion)) continue;
      throw new FactorNotFoundError({
        category: match.factor.category,
        subcategory: match.factor.subcategory,
        region: activity.region,
        date: activity.periodStart,
        unit: activity.unit,
        tried: [...match.regionChain],
        hint: `${ID} uses DESNZ UK factors only; the match was a ${match.matchedRegion} factor of ${match.factor.datasetId}`,
      });
    }
    return result;
  },
  methodology: [
    'The distance-based method of ctp/business-travel (GHG Protocol Scope 3 Technical Guidance, chapter 6: CO2e = D × EF, D in passenger-km for',
    'air, rail, bus, coach and taxi, vehicle-km for cars and motorcycles) with the UK DESNZ conversion factors (AR5 CO2e), and these differences:',
    'flights include radiative forcing by default (radiativeForcing defaults to true): the DESNZ "with RF" factors add 70% to CO2 for the non-CO2',
    'effects at altitude, which DESNZ recommends reporting; set radiativeForcing false to exclude them and keep the choice consistent between years.',
    "Flight classes are DESNZ's: domestic (within the UK), short-haul and long-haul to/from the UK, international (non-UK); medium is not one.",
    'All DESNZ air factors include an 8% distance uplift. Class factors (economy, premium economy, business, first) are used with cabinClass where',
    'DESNZ publishes them; economy falls back to the average (CABIN_CLASS_FALLBACK), a premium class without a factor is FACTOR_NOT_FOUND.',
    'Only GB factors are used: a match from another region is FACTOR_NOT_FOUND.',
  ].join(' '),
  references: [EU_REFERENCES.scope3Category6, EU_REFERENCES.desnz],
  effectiveDate: '2000-01-01',
});

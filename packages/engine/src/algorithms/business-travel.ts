import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { termFor } from './support.js';
import { findTravelFactor, travelDistanceUnit } from './travel-factor.js';
import { checkTravelAttributes, travelShape } from './travel-inputs.js';

const ID = 'ctp/business-travel';

/** Attributes of a business trip (the quantity is distance). */
export const businessTravelInputs = z.object(travelShape).strict().superRefine(checkTravelAttributes);

/** Methodology text shared with regional travel algorithms; `rfDefault` states their default. */
export function businessTravelMethodology(rfDefault: boolean): string {
  return [
    'Distance-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 6 (business travel): CO2e = Σ_gas D × EF_gas × GWP_gas,',
    'or D × EF_CO2e where the publisher gives CO2e (DESNZ). D is passenger-distance (pkm, pmi) for air, rail, bus, coach and taxi,',
    'and vehicle-distance (vkm, vmi) for car, light truck and motorcycle; plain km or mi means the distance of the one traveller',
    '(passenger modes) or of the vehicle (vehicle modes). Factors are passenger_transport rows: air by haul (EPA short < 300 mi, medium, long ≥ 2,300 mi;',
    'DESNZ domestic, short-haul, long-haul, international), with cabin class where published (economy falls back to the average with CABIN_CLASS_FALLBACK;',
    'premium economy, business and first without a class factor are FACTOR_NOT_FOUND), rail by service (default national), car by fuel and size (default average), motorcycle by size.',
    `Radiative forcing (radiativeForcing, air only) selects the ".rf" factors that include non-CO2 effects at altitude (DESNZ: CO2 × 1.7); default ${rfDefault ? 'true, as DESNZ recommends' : 'false: the EPA Hub air factors have none and the GHG Protocol leaves it optional; set true to report it'}.`,
    'Requesting it where no ".rf" factor exists is FACTOR_NOT_FOUND. Factors are tank-to-wheel (EPA) or direct (DESNZ); well-to-tank is not included.',
  ].join(' ');
}

/**
 * `ctp/business-travel` (scope3.business_travel, category 6): travel in vehicles the company
 * does not own, distance-based.
 *
 * @example
 * ```json
 * { "category": "scope3.business_travel", "quantity": "1800", "unit": "pkm", "region": "GB",
 *   "periodStart": "2024-03-01", "periodEnd": "2024-03-01",
 *   "attributes": { "mode": "air", "haul": "short", "radiativeForcing": true } }
 * ```
 */
export const businessTravel = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Business travel, distance-based',
  category: 'scope3.business_travel',
  scope3Category: 6,
  inputs: businessTravelInputs,
  acceptedUnits: ['passenger_distance', 'vehicle_distance', 'distance'],
  calculate(activity, inputs, runtime) {
    const unit = travelDistanceUnit(ID, inputs, activity.unit);
    const { match, subcategory, warnings } = findTravelFactor(
      runtime,
      inputs,
      inputs.radiativeForcing ?? false,
      unit,
    );
    return {
      terms: [termFor(runtime, match, activity.quantity, unit, `business travel, ${subcategory}`)],
      warnings,
    };
  },
  methodology: businessTravelMethodology(false),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(6, 'Category 6, Business travel'),
    REFERENCES.epaHub,
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

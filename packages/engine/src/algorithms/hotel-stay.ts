import { CtpError, canConvert, FACTOR_CATEGORIES, formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { invalidInput } from './support.js';

const ID = 'ctp/business-travel-hotel';

/** Attributes of a hotel stay (the quantity is room-nights, the region the country of the hotel). */
export const hotelStayInputs = z
  .object({
    london: z
      .boolean({ error: 'attribute london must be true or false' })
      .optional()
      .describe('GB only: true for a hotel in London, which DESNZ gives its own factor.'),
  })
  .strict();

/** `GB` of `GB`, `GB-LND`, `UK`: the country part of a region code. */
function countryOf(region: string): string {
  const country = region.split('-')[0] ?? region;
  return country === 'UK' ? 'GB' : country;
}

/**
 * `ctp/business-travel-hotel` (scope3.business_travel.hotel, category 6): room-nights × DESNZ
 * hotel factor of the country the hotel is in (the activity region).
 *
 * @example
 * ```json
 * { "category": "scope3.business_travel.hotel", "quantity": "3", "unit": "room_night", "region": "FR",
 *   "periodStart": "2025-03-10", "periodEnd": "2025-03-13" }
 * ```
 */
export const businessTravelHotel = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Business travel, hotel stays',
  category: 'scope3.business_travel.hotel',
  scope3Category: 6,
  inputs: hotelStayInputs,
  acceptedUnits: ['count:room_night'],
  calculate(activity, inputs, runtime) {
    if (!canConvert(activity.unit, 'room_night')) {
      throw invalidInput(ID, `the quantity is room-nights: use unit room_night, not ${activity.unit}`, {
        unit: activity.unit,
      });
    }
    const country = countryOf(activity.region);
    if (inputs.london === true && country !== 'GB') {
      throw invalidInput(ID, `attribute london applies to hotels in GB, not in ${activity.region}`, {
        region: activity.region,
      });
    }
    const subcategory = inputs.london === true ? 'hotel.london' : 'hotel';
    const match = runtime.lookupFactor({
      category: FACTOR_CATEGORIES.hotel_stay,
      subcategory,
      unit: 'room_night',
    });
    // The hotel rows carry a country each; a factor of another country is never applied.
    if (countryOf(match.factor.region) !== country) {
      throw new CtpError(
        'FACTOR_NOT_FOUND',
        `[${ID}] no hotel factor for ${activity.region}; the factor found is for ${match.factor.region} and is not used for another country`,
        { algorithmId: ID, region: activity.region, found: match.factor.region },
      );
    }
    const nights = runtime.convert(activity.quantity, activity.unit, 'room_night');
    return {
      terms: [
        {
          factor: match,
          amount: nights,
          label: `${formatDecimal(nights)} room-nights in ${inputs.london === true ? 'London' : activity.region}`,
        },
      ],
    };
  },
  methodology: [
    'Hotel stays of the GHG Protocol Scope 3 Technical Guidance, chapter 6 (business travel; optional in the Scope 3 Standard, reported here when entered):',
    'CO2e = N × EF_country, N the room-nights and EF_country the DESNZ "Hotel stay" factor of the country the hotel is in (kg CO2e per room per night,',
    "category hotel_stay, the activity region; hotel.london for London with attribute london). Each factor is its own country's: a country DESNZ does not publish is",
    'FACTOR_NOT_FOUND, and the UK factor is never used for another country. DESNZ takes the factors from the Cornell Hotel Sustainability Benchmarking Index',
    '(median benchmark of each country over all hotel classes), in CO2e as the hotels reported it (AR4 or AR5), without a gas split or well-to-tank part (methodology paper, section 11);',
    'travel to the hotel is a separate trip.',
    'Boundary (Scope 3 Standard, category 6): travel of employees for business in vehicles the company does not own or operate, and optionally their hotel stays;',
    'stays of commuting employees are not business travel.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(6, 'Category 6, Business travel'),
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import {
  STATED_PRICE_YEAR_METHOD,
  sectorSchema,
  spendShape,
  statedPriceYearSpendTerms,
} from './spend-based.js';

const ID = 'ctp/business-travel-car-hire-spend';

/** USEEIO sector of car hire: NAICS 532111, Passenger Car Rental. */
const CAR_RENTAL = 'naics:532111';

/** Attributes of car hire by spend; `sector` defaults to NAICS 532111 (passenger car rental). */
export const carHireSpendInputs = z
  .object({
    sector: sectorSchema
      .default(CAR_RENTAL)
      .describe('NAICS-6 sector of the hire; default 532111, Passenger Car Rental.'),
    ...spendShape,
  })
  .strict();

/**
 * `ctp/business-travel-car-hire-spend` (scope3.business_travel.car_hire, category 6): spend on
 * rental cars × USEEIO factor of NAICS 532111 (passenger car rental), with price-year conversion.
 * Rental cars whose distance is known use `scope3.business_travel` (mode car, by size and fuel).
 *
 * @example
 * ```json
 * { "category": "scope3.business_travel.car_hire", "quantity": "1200", "unit": "USD", "region": "US",
 *   "periodStart": "2021-06-01", "periodEnd": "2021-06-30", "attributes": { "priceYear": 2021 } }
 * ```
 */
export const businessTravelCarHireSpend = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Business travel, car hire, spend-based',
  category: 'scope3.business_travel.car_hire',
  scope3Category: 6,
  inputs: carHireSpendInputs,
  acceptedUnits: ['currency'],
  calculate: (activity, inputs, runtime) =>
    statedPriceYearSpendTerms(ID, activity, runtime, inputs, 'car hire'),
  methodology: [
    'Spend-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 6 (business travel), for rental cars whose distance is not known;',
    'the sector defaults to NAICS 532111, Passenger Car Rental. The USEEIO factor covers the rental service (the vehicles, their upkeep, the rental company);',
    'the fuel bought for the car is a separate activity (by distance, scope3.business_travel with mode car, or by spend on fuel).',
    STATED_PRICE_YEAR_METHOD,
    'Boundary (Scope 3 Standard, category 6): travel for business in vehicles the company does not own or operate, including rented cars;',
    'a car the company leases and operates is Scope 1 and 2 under the operational control approach (or category 8); commuting is category 7.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(6, 'Category 6, Business travel'),
    REFERENCES.useeio,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

import { Decimal, formatDecimal } from '@ctp/factors';
import { z } from 'zod';
import { defineAlgorithm } from '../define-algorithm.js';
import { GENERIC_EFFECTIVE_DATE, GENERIC_VERSION, REFERENCES } from './references.js';
import { positiveDecimal, wholeNumber } from './schemas.js';
import { termFor } from './support.js';
import { findTravelFactor, travelDistanceUnit } from './travel-factor.js';
import { checkTravelAttributes, travelShape, VEHICLE_MODES } from './travel-inputs.js';

const ID = 'ctp/employee-commuting';

/** Attributes of a commuting activity: the travel mode plus the optional daily-distance path. */
export const employeeCommutingInputs = z
  .object({
    ...travelShape,
    /** When given, the quantity is the one-way distance of one commute and is multiplied by trips, days and commuters. */
    workingDays: wholeNumber('workingDays', 1, 366)
      .optional()
      .describe(
        'When given, the quantity is the one-way distance of one commute, multiplied by trips, days and commuters.',
      ),
    /** One-way trips per working day (default 2: there and back); needs workingDays. */
    tripsPerDay: wholeNumber('tripsPerDay', 1, 10)
      .optional()
      .describe('One-way trips per working day (default 2: there and back); needs working days.'),
    /** Employees commuting this way (default 1); needs workingDays. */
    commuters: wholeNumber('commuters', 1, 10_000_000)
      .optional()
      .describe('Employees commuting this way (default 1); needs working days.'),
    /** Vehicle modes: people sharing the vehicle; each commuter's share is 1/occupancy of the vehicle distance. */
    occupancy: positiveDecimal('occupancy')
      .refine((d) => d.greaterThanOrEqualTo(1), { message: 'attribute occupancy must be at least 1' })
      .optional()
      .describe(
        "Vehicle modes: people sharing the vehicle; each commuter's share is 1/occupancy of the distance.",
      ),
  })
  .strict()
  .superRefine((inputs, ctx) => {
    checkTravelAttributes(inputs, ctx);
    for (const attribute of ['tripsPerDay', 'commuters'] as const) {
      if (inputs[attribute] !== undefined && inputs.workingDays === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [attribute],
          message: `attribute ${attribute} needs workingDays (the quantity is then the one-way distance of one commute)`,
        });
      }
    }
    if (inputs.occupancy !== undefined && !VEHICLE_MODES.includes(inputs.mode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['occupancy'],
        message: `attribute occupancy applies to vehicle modes (car, light_truck, motorcycle), not ${inputs.mode}`,
      });
    }
  });

/**
 * `ctp/employee-commuting` (scope3.employee_commuting, category 7): employees' travel between
 * home and work, distance-based, with an optional one-way-distance × trips × days path.
 *
 * @example
 * ```json
 * { "category": "scope3.employee_commuting", "quantity": "12", "unit": "km", "region": "GB",
 *   "periodStart": "2024-01-01", "periodEnd": "2024-12-31",
 *   "attributes": { "mode": "rail", "railType": "national", "workingDays": 220, "commuters": 15 } }
 * ```
 */
export const employeeCommuting = defineAlgorithm({
  id: ID,
  version: GENERIC_VERSION,
  name: 'Employee commuting, distance-based',
  category: 'scope3.employee_commuting',
  scope3Category: 7,
  inputs: employeeCommutingInputs,
  acceptedUnits: ['passenger_distance', 'vehicle_distance', 'distance'],
  calculate(activity, inputs, runtime) {
    const unit = travelDistanceUnit(ID, inputs, activity.unit);
    let distance = activity.quantity;
    let how = `${formatDecimal(distance)} ${unit}`;
    if (inputs.workingDays !== undefined) {
      const trips = new Decimal(inputs.tripsPerDay ?? 2)
        .times(inputs.workingDays)
        .times(inputs.commuters ?? 1);
      distance = distance.times(trips);
      how = `${how} one way × ${formatDecimal(trips)} trips`;
    }
    if (inputs.occupancy !== undefined) {
      distance = distance.dividedBy(inputs.occupancy);
      how = `${how} ÷ occupancy ${formatDecimal(inputs.occupancy)}`;
    }
    const { match, subcategory, warnings } = findTravelFactor(
      runtime,
      inputs,
      inputs.radiativeForcing ?? false,
      unit,
    );
    return {
      terms: [termFor(runtime, match, distance, unit, `commuting, ${subcategory}: ${how}`)],
      warnings,
    };
  },
  methodology: [
    'Distance-based method of the GHG Protocol Scope 3 Technical Guidance, chapter 7 (employee commuting): CO2e = D × EF (per gas, then GWP, or CO2e as published).',
    'D is the total distance of the period, or, when workingDays is given, the one-way distance of one commute × tripsPerDay (default 2) × workingDays × commuters (default 1).',
    'For vehicle modes D is vehicle-distance; with occupancy n each commuter is allocated D / n (car sharing). Units, modes and factors are those of ctp/business-travel',
    '(DESNZ uses the same car factors for commuting; EPA Hub Table 10 serves both categories). Teleworking emissions are not covered.',
  ].join(' '),
  references: [
    REFERENCES.scope3Standard,
    REFERENCES.scope3Chapter(7, 'Category 7, Employee commuting'),
    REFERENCES.epaHub,
    REFERENCES.desnz,
  ],
  effectiveDate: GENERIC_EFFECTIVE_DATE,
});

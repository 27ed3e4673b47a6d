import { z } from 'zod';
import { choice, positiveDecimal } from './schemas.js';

/** Freight modes: the first segment of every `freight` factor subcategory. */
export const FREIGHT_MODES = ['road', 'rail', 'water', 'air'] as const;
export type FreightMode = (typeof FREIGHT_MODES)[number];

/** Distance units of attribute `distance` (a mass quantity times this distance is the tonne-distance). */
export const FREIGHT_DISTANCE_UNITS = ['km', 'mi'] as const;

const VEHICLE_ID = /^[a-z0-9][a-z0-9_]*(\.[a-z0-9][a-z0-9_]*)*$/;
const VEHICLE_HINT =
  'the vehicle under the mode as the factor datasets name it, e.g. "truck" (EPA), "hgv.artic_over_33t.laden_average", "van.average.diesel", "container_ship", "long_haul.rf" (DESNZ)';

/**
 * Attributes of a distance-based freight activity (categories 4 and 9). The quantity is the
 * tonne-distance (`tkm`, `tmi`, `short_ton_mi`), or the mass shipped (`t`, `kg`, `short_ton`)
 * with attribute `distance`, or, for a road vehicle dedicated to the shipment, the distance the
 * vehicle drove (`vkm`, `vmi`, `km`, `mi`).
 */
export const freightDistanceInputs = z
  .object({
    mode: choice('mode', FREIGHT_MODES).describe('How the goods travelled: road, rail, water or air.'),
    vehicle: z
      .string({ error: `attribute vehicle must be ${VEHICLE_HINT}` })
      .trim()
      .regex(VEHICLE_ID, { error: `attribute vehicle must be ${VEHICLE_HINT}` })
      .refine((id) => !id.endsWith('.vehicle') && id !== 'vehicle', {
        error:
          'attribute vehicle must not end in ".vehicle": give the quantity in vkm or vmi for a dedicated vehicle instead',
      })
      .optional()
      .describe(
        `The vehicle under the mode: ${VEHICLE_HINT}. Absent: the mode's average (EPA road truck, rail, waterborne craft, aircraft; DESNZ all HGVs average laden, freight train).`,
      ),
    distance: positiveDecimal('distance')
      .optional()
      .describe('With a mass quantity: the distance the goods travelled (decimal string).'),
    distanceUnit: choice('distanceUnit', FREIGHT_DISTANCE_UNITS)
      .optional()
      .describe('Unit of attribute distance: km (the default) or mi.'),
  })
  .strict()
  .superRefine((spec, ctx) => {
    if (spec.distanceUnit !== undefined && spec.distance === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['distanceUnit'],
        message: 'attribute distanceUnit applies only with attribute distance',
      });
    }
  });

/** Distance-based freight attributes after validation. */
export type FreightDistanceSpec = z.output<typeof freightDistanceInputs>;

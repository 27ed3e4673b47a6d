import { z } from 'zod';
import { choice } from './schemas.js';

/** Travel modes of the passenger_transport factors. */
export const TRAVEL_MODES = [
  'air',
  'rail',
  'bus',
  'coach',
  'taxi',
  'car',
  'light_truck',
  'motorcycle',
] as const;
/** Modes whose factors are per passenger-distance (pkm, pmi). */
export const PASSENGER_MODES: readonly TravelMode[] = ['air', 'rail', 'bus', 'coach', 'taxi'];
/** Modes whose factors are per vehicle-distance (vkm, vmi). */
export const VEHICLE_MODES: readonly TravelMode[] = ['car', 'light_truck', 'motorcycle'];
/** Flight length classes: EPA short (< 300 mi), medium, long (≥ 2,300 mi); DESNZ domestic, short (< 3,700 km), long, international (non-UK). */
export const AIR_HAULS = ['domestic', 'short', 'medium', 'long', 'international'] as const;
/** Cabin classes; `average` means the all-class factor. */
export const CABIN_CLASSES = ['average', 'economy', 'premium_economy', 'business', 'first'] as const;
/** Rail services of the vocabulary. */
export const RAIL_TYPES = [
  'national',
  'intercity_northeast',
  'intercity_other',
  'commuter',
  'transit',
  'underground',
  'international',
] as const;
/** Car fuels and powertrains; `average` is the unknown-fuel average car. */
export const CAR_FUELS = [
  'average',
  'diesel',
  'petrol',
  'hybrid',
  'plugin_hybrid',
  'battery_electric',
  'cng',
  'lpg',
] as const;
/** Vehicle size classes of cars and motorcycles (DESNZ); absent means the average of all sizes. */
export const VEHICLE_SIZES = ['small', 'medium', 'large'] as const;

export type TravelMode = (typeof TRAVEL_MODES)[number];

/** The mode attributes shared by business travel and employee commuting. */
export const travelShape = {
  mode: choice('mode', TRAVEL_MODES).describe('How people travelled.'),
  haul: choice('haul', AIR_HAULS).optional().describe('Air only: the flight length class.'),
  cabinClass: choice('cabinClass', CABIN_CLASSES)
    .optional()
    .describe('Air only: the cabin class; average means the all-class factor.'),
  /** Air only: use factors with radiative forcing (non-CO2 effects at altitude). */
  radiativeForcing: z
    .boolean({ error: 'attribute radiativeForcing must be true or false' })
    .optional()
    .describe('Air only: use factors with radiative forcing (non-CO2 effects at altitude).'),
  railType: choice('railType', RAIL_TYPES).optional().describe('Rail only: the kind of rail service.'),
  carFuel: choice('carFuel', CAR_FUELS)
    .optional()
    .describe('Car only: fuel or powertrain; average when unknown.'),
  vehicleSize: choice('vehicleSize', VEHICLE_SIZES)
    .optional()
    .describe('Cars and motorcycles: size class; absent means the average of all sizes.'),
};

/** Travel attributes after validation. */
export interface TravelSpec {
  readonly mode: TravelMode;
  readonly haul?: (typeof AIR_HAULS)[number] | undefined;
  readonly cabinClass?: (typeof CABIN_CLASSES)[number] | undefined;
  readonly radiativeForcing?: boolean | undefined;
  readonly railType?: (typeof RAIL_TYPES)[number] | undefined;
  readonly carFuel?: (typeof CAR_FUELS)[number] | undefined;
  readonly vehicleSize?: (typeof VEHICLE_SIZES)[number] | undefined;
}

const ONLY_FOR: ReadonlyArray<readonly [keyof TravelSpec, readonly TravelMode[]]> = [
  ['haul', ['air']],
  ['cabinClass', ['air']],
  ['radiativeForcing', ['air']],
  ['railType', ['rail']],
  ['carFuel', ['car']],
  ['vehicleSize', ['car', 'motorcycle']],
];

/**
 * Cross-field rules: air needs `haul`; an attribute of another mode is an error (a rail trip
 * with `haul` is more likely a mis-typed mode than a harmless extra).
 */
export function checkTravelAttributes(spec: TravelSpec, ctx: z.RefinementCtx): void {
  if (spec.mode === 'air' && spec.haul === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['haul'],
      message: `attribute haul is required for mode air: one of ${AIR_HAULS.map((h) => `"${h}"`).join(', ')}`,
    });
  }
  for (const [attribute, modes] of ONLY_FOR) {
    if (spec[attribute] !== undefined && !modes.includes(spec.mode)) {
      ctx.addIssue({
        code: 'custom',
        path: [attribute],
        message: `attribute ${attribute} applies to mode ${modes.join(' and ')} only, not ${spec.mode}`,
      });
    }
  }
}

import {
  CtpError,
  type Decimal,
  FACTOR_CATEGORIES,
  type FactorMatch,
  FREIGHT,
  unitDimension,
} from '@ctp/factors';
import type { AlgorithmRuntime } from '../types.js';
import type { FreightDistanceSpec, FreightMode } from './freight-inputs.js';
import { invalidInput, withVocabularyHint } from './support.js';

/** What the freight factor is per: the load moved (tonne-distance) or a vehicle dedicated to it. */
export type FreightBasis = 'load' | 'vehicle';

/** The quantity of a freight activity, ready to multiply by a factor. */
export interface FreightAmount {
  readonly basis: FreightBasis;
  readonly amount: Decimal;
  /** `tkm`, `tmi`, `short_ton_mi` (load) or `vkm`, `vmi` (vehicle). */
  readonly unit: string;
}

const VEHICLE_UNITS: Readonly<Record<string, string>> = { vkm: 'vkm', vmi: 'vmi', km: 'vkm', mi: 'vmi' };

/**
 * The tonne-distance or vehicle-distance of an activity. Tonne-distance is taken as given;
 * mass × `distance` is tonnes × kilometres (exact decimal conversion), so `tkm`; a vehicle
 * distance (plain km or mi included) is the whole vehicle, road only. Anything else, a distance
 * attribute where the quantity already holds one, or a mass without it, is INVALID_INPUT.
 */
export function freightAmount(
  algorithmId: string,
  runtime: AlgorithmRuntime,
  quantity: Decimal,
  unit: string,
  spec: FreightDistanceSpec,
): FreightAmount {
  const dimension = unitDimension(unit);
  if (dimension === 'mass') {
    if (spec.distance === undefined)
      throw invalidInput(algorithmId, `a mass quantity (${unit}) needs attribute distance`, { unit });
    const tonnes = runtime.convert(quantity, unit, 't');
    const km = runtime.convert(spec.distance, spec.distanceUnit ?? 'km', 'km');
    return { basis: 'load', amount: tonnes.times(km), unit: 'tkm' };
  }
  if (spec.distance !== undefined) {
    throw invalidInput(
      algorithmId,
      `attribute distance applies only to a mass quantity; ${unit} already includes the distance`,
      { unit },
    );
  }
  if (dimension === 'freight') return { basis: 'load', amount: quantity, unit };
  const vehicleUnit = VEHICLE_UNITS[unit];
  if (vehicleUnit === undefined) {
    throw invalidInput(
      algorithmId,
      `the quantity is tonne-distance (tkm, tmi, short_ton_mi), mass with attribute distance, or the distance of a dedicated road vehicle (vkm, vmi, km, mi), not ${unit}`,
      { unit },
    );
  }
  if (spec.mode !== 'road') {
    throw invalidInput(
      algorithmId,
      `a vehicle distance (${unit}) applies to a dedicated road vehicle only; for ${spec.mode} give the tonne-distance`,
      { unit, mode: spec.mode },
    );
  }
  return { basis: 'vehicle', amount: quantity, unit: vehicleUnit };
}

/** Subcategories tried, in order, when no vehicle is given: the EPA Hub id, then the DESNZ one. */
const MODE_AVERAGES: Readonly<Record<FreightMode, readonly string[]>> = {
  road: ['road.truck', 'road.hgv.average.laden_average'],
  rail: ['rail'],
  water: ['water'],
  air: ['air'],
};

/**
 * The `freight` factor of a shipment: `{mode}.{vehicle}` (plus `.vehicle` for a dedicated
 * vehicle) when a vehicle is given; otherwise the first of the mode's averages the datasets of the
 * region have. No average for the region (DESNZ publishes none for ships and flights) is
 * FACTOR_NOT_FOUND with a hint to give the vehicle.
 */
export function findFreightFactor(
  runtime: AlgorithmRuntime,
  spec: FreightDistanceSpec,
  amount: FreightAmount,
): { match: FactorMatch; subcategory: string } {
  const category = FACTOR_CATEGORIES.freight;
  const suffix = amount.basis === 'vehicle' ? '.vehicle' : '';
  const unit = amount.unit;
  if (spec.vehicle !== undefined) {
    const subcategory = `${spec.mode}.${spec.vehicle}${suffix}`;
    const match = withVocabularyHint('vehicle', subcategory, FREIGHT, () =>
      runtime.lookupFactor({ category, subcategory, unit }),
    );
    return { match, subcategory };
  }
  const candidates = MODE_AVERAGES[spec.mode].map((id) => `${id}${suffix}`);
  for (const subcategory of candidates) {
    const found = runtime.tryLookupFactor({ category, subcategory, unit });
    if (found?.factor.subcategory === subcategory) return { match: found, subcategory };
  }
  // No average exists for the region: the library's FACTOR_NOT_FOUND for the first one, with a hint.
  const first = candidates[0] as string;
  try {
    return { match: runtime.lookupFactor({ category, subcategory: first, unit }), subcategory: first };
  } catch (error) {
    if (!(error instanceof CtpError) || error.code !== 'FACTOR_NOT_FOUND') throw error;
    const hint = `no average ${spec.mode} factor (${candidates.join(', ')}) for this region; give attribute vehicle, e.g. "container_ship" or "short_haul" for DESNZ`;
    throw new CtpError(
      'FACTOR_NOT_FOUND',
      `${error.message}; ${hint}`,
      { ...error.details, hint },
      { cause: error },
    );
  }
}

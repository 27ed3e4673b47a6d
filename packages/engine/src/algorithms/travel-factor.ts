import { FACTOR_CATEGORIES, type FactorMatch } from '@ctp/factors';
import type { AlgorithmRuntime, CalculationWarning } from '../types.js';
import { invalidInput, warning } from './support.js';
import { PASSENGER_MODES, type TravelSpec } from './travel-inputs.js';

const PASSENGER_UNITS: Readonly<Record<string, string>> = { pkm: 'pkm', pmi: 'pmi', km: 'pkm', mi: 'pmi' };
const VEHICLE_UNITS: Readonly<Record<string, string>> = { vkm: 'vkm', vmi: 'vmi', km: 'vkm', mi: 'vmi' };

/**
 * The distance unit a mode's factors are per: passenger modes take passenger-distance (pkm, pmi),
 * vehicle modes vehicle-distance (vkm, vmi). Plain `km`/`mi` is the distance of one traveller
 * for a passenger mode and of the vehicle for a vehicle mode. Anything else is INVALID_INPUT.
 */
export function travelDistanceUnit(algorithmId: string, spec: TravelSpec, unit: string): string {
  const passenger = PASSENGER_MODES.includes(spec.mode);
  const mapped = (passenger ? PASSENGER_UNITS : VEHICLE_UNITS)[unit];
  if (mapped !== undefined) return mapped;
  const accepted = passenger
    ? 'passenger distance (pkm, pmi, or km/mi travelled by one passenger)'
    : 'vehicle distance (vkm, vmi, or km/mi driven)';
  throw invalidInput(algorithmId, `mode ${spec.mode} takes ${accepted}, not ${unit}`, {
    mode: spec.mode,
    unit,
  });
}

/** The base passenger_transport subcategory of a trip, without cabin class or radiative forcing. */
function baseSubcategory(spec: TravelSpec): string {
  switch (spec.mode) {
    case 'air':
      return spec.haul === 'short' || spec.haul === 'medium' || spec.haul === 'long'
        ? `air.${spec.haul}_haul`
        : `air.${spec.haul ?? 'unknown'}`;
    case 'rail':
      return `rail.${spec.railType ?? 'national'}`;
    case 'car': {
      const fuel = spec.carFuel === undefined || spec.carFuel === 'average' ? undefined : spec.carFuel;
      if (spec.vehicleSize === undefined) return `car.${fuel ?? 'average'}`;
      return fuel === undefined ? `car.${spec.vehicleSize}` : `car.${spec.vehicleSize}.${fuel}`;
    }
    case 'motorcycle':
      return spec.vehicleSize === undefined ? 'motorcycle' : `motorcycle.${spec.vehicleSize}`;
    case 'taxi':
      return 'taxi.regular';
    default:
      return spec.mode;
  }
}

/**
 * Finds the passenger_transport factor of a trip.
 * Air: `air.{haul}[.{cabinClass}][.rf]`. A class-specific factor is used when the datasets have
 * one; otherwise economy falls back to the all-class average (which is higher, so conservative)
 * with CABIN_CLASS_FALLBACK, and premium economy, business and first are FACTOR_NOT_FOUND,
 * because the average would understate them severalfold. Radiative forcing requested where no
 * `.rf` factor exists is FACTOR_NOT_FOUND, never a silent omission.
 */
export function findTravelFactor(
  runtime: AlgorithmRuntime,
  spec: TravelSpec,
  rf: boolean,
  unit: string,
): { match: FactorMatch; subcategory: string; warnings: CalculationWarning[] } {
  const category = FACTOR_CATEGORIES.passenger_transport;
  const base = baseSubcategory(spec);
  if (spec.mode !== 'air')
    return {
      match: runtime.lookupFactor({ category, subcategory: base, unit }),
      subcategory: base,
      warnings: [],
    };
  const suffix = rf ? '.rf' : '';
  const cabin = spec.cabinClass;
  if (cabin !== undefined && cabin !== 'average') {
    const classed = `${base}.${cabin}${suffix}`;
    const found = runtime.tryLookupFactor({ category, subcategory: classed, unit });
    if (found?.factor.subcategory === classed) return { match: found, subcategory: classed, warnings: [] };
    if (cabin !== 'economy')
      return {
        match: runtime.lookupFactor({ category, subcategory: classed, unit }),
        subcategory: classed,
        warnings: [],
      };
    const average = runtime.lookupFactor({ category, subcategory: `${base}${suffix}`, unit });
    const note = warning(
      'CABIN_CLASS_FALLBACK',
      `no economy-class factor for ${base}${suffix} in ${average.factor.datasetId} ${average.factor.datasetVersion}; the all-class average was used, which is higher than economy (conservative)`,
    );
    return { match: average, subcategory: `${base}${suffix}`, warnings: [note] };
  }
  const subcategory = `${base}${suffix}`;
  return { match: runtime.lookupFactor({ category, subcategory, unit }), subcategory, warnings: [] };
}

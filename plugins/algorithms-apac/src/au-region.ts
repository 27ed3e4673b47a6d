import type { Activity, AlgorithmRuntime, CalculationTerm, CalculationWarning } from '@ctp/engine';
import { CtpError, canConvert, FACTOR_CATEGORIES } from '@ctp/factors';
import { z } from 'zod';

/**
 * States and territories as the attribute `state` takes them. NGA publishes one electricity factor
 * for "New South Wales and Australian Capital Territory" (shipped under both AU-NSW and AU-ACT);
 * WA is the South West Interconnected System (use region `AU-WA-NWIS` for the North Western
 * system) and NT the Darwin Katherine system.
 */
export const AU_STATES = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'] as const;

/** Attribute `state`, for activities whose region is just `AU`. */
export const stateSchema = z.enum(AU_STATES, {
  error: (issue) =>
    `attribute state ${JSON.stringify(issue.input)} is not an Australian state or territory (${AU_STATES.join(', ')})`,
});

/** Where an Australian lookup starts, and the warning when only the national factor can be used. */
export interface AuRegion {
  readonly region: string;
  readonly warnings: CalculationWarning[];
}

/**
 * The NGA region of an activity: attribute `state` (`VIC` → `AU-VIC`) or the activity's own
 * `AU-XXX` region (`AU-WA-NWIS` included). With neither, the national average is used
 * and REGION_FALLBACK says so (NGA publishes state factors because grids differ severalfold).
 * A state that contradicts the region, or a region outside Australia, is INVALID_INPUT.
 */
export function auRegion(algorithmId: string, activity: Activity, state: string | undefined): AuRegion {
  const region = activity.region;
  if (region !== 'AU' && !region.startsWith('AU-')) {
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] region ${region} is not in Australia; use the generic algorithm`,
      { algorithmId, region },
    );
  }
  let wanted = region;
  if (state !== undefined) {
    wanted = `AU-${state}`;
    if (region !== 'AU' && region !== wanted && !region.startsWith(`${wanted}-`)) {
      throw new CtpError(
        'INVALID_INPUT',
        `[${algorithmId}] attribute state ${state} contradicts the activity region ${region}`,
        { algorithmId, region, state },
      );
    }
    if (region.startsWith(`${wanted}-`)) wanted = region;
  }
  if (wanted === 'AU') {
    const message =
      'no state given (region AU, no attribute state); the national average factor was used, while NGA publishes state and territory factors';
    return { region: wanted, warnings: [{ code: 'REGION_FALLBACK', message }] };
  }
  return { region: wanted, warnings: [] };
}

/**
 * One NGA electricity term: the consumption (any energy unit) times the NGA factor of the
 * activity's state for `subcategory` (`grid_average` for Scope 2, `upstream` for Scope 3).
 */
export function ngaElectricityTerm(
  algorithmId: string,
  activity: Activity,
  state: string | undefined,
  runtime: AlgorithmRuntime,
  subcategory: string,
  label: string,
): { term: CalculationTerm; warnings: CalculationWarning[] } {
  if (!canConvert(activity.unit, 'kWh')) {
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`,
      { algorithmId, unit: activity.unit },
    );
  }
  const { region, warnings } = auRegion(algorithmId, activity, state);
  const match = runtime.lookupFactor({
    category: FACTOR_CATEGORIES.electricity,
    subcategory,
    unit: activity.unit,
    region,
  });
  const amount = runtime.convert(activity.quantity, activity.unit, match.factor.unit);
  return { term: { factor: match, amount, label: `${label} (${match.matchedRegion})` }, warnings };
}

import type { Activity, AlgorithmResult, AlgorithmRuntime } from '@ctp/engine';
import { CtpError, canConvert, FACTOR_CATEGORIES, type FactorMatch, FactorNotFoundError } from '@ctp/factors';

/** True for `GB` and its subdivisions (`GB-SCT`). */
export function isGreatBritain(region: string): boolean {
  return region === 'GB' || region.startsWith('GB-');
}

/**
 * Looks up a UK electricity factor (DESNZ) for an activity in GB. The matched row must be a GB
 * row: a factor of a wider region (EUROPE, GLOBAL) is not a DESNZ factor and is refused as
 * FACTOR_NOT_FOUND.
 * @throws CtpError INVALID_INPUT when the activity is not in GB or its unit is not energy.
 */
export function gbElectricityFactor(
  algorithmId: string,
  activity: Activity,
  runtime: AlgorithmRuntime,
  category: string,
  subcategory: string,
): FactorMatch {
  if (!isGreatBritain(activity.region)) {
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] region ${activity.region} is not the United Kingdom (GB); DESNZ factors apply to UK activities only`,
      {
        algorithmId,
        region: activity.region,
      },
    );
  }
  if (!canConvert(activity.unit, 'kWh')) {
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`,
      {
        algorithmId,
        unit: activity.unit,
      },
    );
  }
  const match = runtime.lookupFactor({ category, subcategory, unit: activity.unit });
  if (isGreatBritain(match.matchedRegion)) return match;
  throw new FactorNotFoundError({
    category,
    subcategory,
    region: activity.region,
    date: activity.periodStart,
    unit: activity.unit,
    tried: [...match.regionChain],
    hint: `only a ${match.matchedRegion} factor exists (${match.factor.datasetId}); ${algorithmId} uses DESNZ UK factors only`,
  });
}

/**
 * The whole calculation of a single-factor DESNZ electricity method: the GB factor of
 * `electricity/{subcategory}` ({@link gbElectricityFactor}) times the consumption in its unit.
 */
export function gbElectricityResult(
  algorithmId: string,
  activity: Activity,
  runtime: AlgorithmRuntime,
  subcategory: string,
  label: string,
): AlgorithmResult {
  const match = gbElectricityFactor(
    algorithmId,
    activity,
    runtime,
    FACTOR_CATEGORIES.electricity,
    subcategory,
  );
  const amount = runtime.convert(activity.quantity, activity.unit, match.factor.unit);
  return { terms: [{ factor: match, amount, label }] };
}

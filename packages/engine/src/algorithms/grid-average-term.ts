import { canConvert, ELECTRICITY, FACTOR_CATEGORIES } from '@ctp/factors';
import type { Activity, AlgorithmRuntime, CalculationTerm } from '../types.js';
import { invalidInput, termFor } from './support.js';

/**
 * The one term of electricity × the region's grid-average generation factor, shared by Scope 2
 * location-based and category 3 activity D. A quantity that is not energy is INVALID_INPUT.
 */
export function gridAverageTerm(
  algorithmId: string,
  activity: Activity,
  runtime: AlgorithmRuntime,
  label: string,
): CalculationTerm {
  if (!canConvert(activity.unit, 'kWh')) {
    throw invalidInput(
      algorithmId,
      `electricity is an energy quantity (kWh, MWh, GJ), not ${activity.unit}`,
      {
        unit: activity.unit,
      },
    );
  }
  const match = runtime.lookupFactor({
    category: FACTOR_CATEGORIES.electricity,
    subcategory: ELECTRICITY.grid_average,
    unit: activity.unit,
  });
  return termFor(runtime, match, activity.quantity, activity.unit, label);
}

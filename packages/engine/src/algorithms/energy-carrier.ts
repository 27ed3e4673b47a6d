import { CtpError, canConvert, type Decimal, FACTOR_CATEGORIES } from '@ctp/factors';
import type { Activity, AlgorithmResult, AlgorithmRuntime } from '../types.js';
import { findFuelFactor } from './fuel-factor.js';
import { locationBasedElectricity } from './location-based-electricity.js';
import { mobileCombustion } from './mobile-combustion.js';
import { invalidInput, termFor } from './support.js';

/**
 * The factor paths of an amount of one energy carrier, shared by the Scope 3 algorithms that turn
 * energy into emissions (leased assets, franchises, processing and use of sold products). It holds
 * no factor logic of its own: grid electricity goes through `ctp/electricity-location-based`, a
 * vehicle's fuel through `ctp/mobile-combustion`, any other fuel through the stationary fuel lookup
 * (`findFuelFactor`), so the same factor rows, basis rules and warnings apply as in Scope 1 and 2.
 */

/** The `energySource` value for grid electricity; any other value is a fuel id. */
export const ELECTRICITY_SOURCE = 'electricity';

/** Which carrier, and how to read it. */
export interface EnergyCarrier {
  /** `electricity` or a fuel id (`natural_gas`, `gas_oil`, …). */
  readonly energySource: string;
  /** Calorific basis of a fuel given in an energy unit; gross when absent. */
  readonly calorificBasis?: 'gross' | 'net' | undefined;
  /** True when the fuel is burnt in a vehicle (mobile combustion factors). */
  readonly vehicle?: boolean | undefined;
}

/** Runs a delegated calculation; an INVALID_INPUT it throws is re-prefixed with this algorithm's id. */
function delegate(algorithmId: string, run: () => AlgorithmResult): AlgorithmResult {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof CtpError) || error.code !== 'INVALID_INPUT') throw error;
    const text = error.message.replace(/^\[[^\]]+\] /, '');
    throw new CtpError(
      'INVALID_INPUT',
      `[${algorithmId}] ${text}`,
      { ...error.details, algorithmId },
      { cause: error },
    );
  }
}

/**
 * The terms of `quantity` `unit` of one energy carrier, with the factor of the activity's region
 * and period start: electricity × grid average, or fuel × fuel factor. Labels are the delegated
 * algorithm's own (`electricity consumed × grid average`, `natural_gas burnt`); callers prefix them.
 * @throws INVALID_INPUT (prefixed with `algorithmId`) when electricity is not an energy quantity.
 */
export function energyCarrierTerms(
  algorithmId: string,
  activity: Activity,
  carrier: EnergyCarrier,
  runtime: AlgorithmRuntime,
  energy: { quantity: Decimal; unit: string },
): AlgorithmResult {
  const derived: Activity = { ...activity, quantity: energy.quantity, unit: energy.unit };
  return delegate(algorithmId, (): AlgorithmResult => {
    if (carrier.energySource === ELECTRICITY_SOURCE) {
      if (!canConvert(energy.unit, 'kWh')) {
        throw invalidInput(
          algorithmId,
          `electricity is an energy quantity (kWh, MWh, GJ), not ${energy.unit}`,
          { unit: energy.unit },
        );
      }
      return locationBasedElectricity.calculate(derived, {}, runtime);
    }
    const fuel = { fuel: carrier.energySource, calorificBasis: carrier.calorificBasis };
    if (carrier.vehicle === true) return mobileCombustion.calculate(derived, fuel, runtime);
    const { match, warnings } = findFuelFactor(runtime, {
      algorithmId,
      category: FACTOR_CATEGORIES.stationary_combustion,
      fuel: carrier.energySource,
      quantity: energy.quantity,
      unit: energy.unit,
      date: activity.periodStart,
      basis: carrier.calorificBasis,
    });
    return {
      terms: [termFor(runtime, match, energy.quantity, energy.unit, `${carrier.energySource} burnt`)],
      warnings,
    };
  });
}
